import { useSession } from '@portal/shared-kit';
import {
  Button,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { roleAllowed, ROLES } from '../../../registry/role-rules';
import type { KlineSet, KlineSetTool } from '../api/sets-api';
import { useMutation, useMutationDone, useQuery } from '../hooks';
import { SetStatsModal } from './set-stats';

const MAX_COUNT = 10;
const MAX_ATTEMPTS = 5;

/** The rule of counted attempts, as the student reads it before starting. */
const ruleText = (attempts: number) =>
  attempts > 1 ? `每组可计分作答${attempts}次，取最高分` : '每组只计首次作答';
const MAX_SEED = 1_000_000;
/** 起始编号 and 组数 of the sets, and 计分次数 with the rule it makes. */
function SetNumberFields(props: {
  seed: number | null;
  setSeed: (v: number | null) => void;
  count: number | null;
  setCount: (v: number | null) => void;
  attempts: number | null;
  setAttempts: (v: number | null) => void;
}) {
  const { seed, setSeed, count, setCount, attempts, setAttempts } = props;
  return (
    <>
      <Space>
        <span>起始编号</span>
        <InputNumber
          aria-label="起始编号"
          min={1}
          max={MAX_SEED}
          precision={0}
          value={seed}
          onChange={setSeed}
        />
        <span>组数</span>
        <InputNumber
          aria-label="组数"
          min={1}
          max={MAX_COUNT}
          precision={0}
          value={count}
          onChange={setCount}
        />
      </Space>
      <Space>
        <span>计分次数</span>
        <InputNumber
          aria-label="计分次数"
          min={1}
          max={MAX_ATTEMPTS}
          precision={0}
          value={attempts}
          onChange={setAttempts}
        />
        <Typography.Text type="secondary">
          {attempts ? ruleText(attempts) : ''}；每位学生每组抽到自己的题目
        </Typography.Text>
      </Space>
    </>
  );
}

/** A teacher gives a class `count` set numbers from `seed` on (保存为题组). */
function SaveSetModal(props: { tool: KlineSetTool; seed?: number; onClose: () => void }) {
  const classes = useQuery('setClasses', undefined);
  const save = useMutation('saveSet');
  const [name, setName] = useState('');
  const [classID, setClassID] = useState<number | undefined>(undefined);
  const [count, setCount] = useState<number | null>(1);
  const [seed, setSeed] = useState<number | null>(
    props.seed && props.seed <= MAX_SEED ? props.seed : 1,
  );
  const [attempts, setAttempts] = useState<number | null>(1);
  useMutationDone(save, (ok) => ok && props.onClose());
  const valid =
    !!name.trim() && !!classID && !!count && !!seed && !!attempts && seed + count - 1 <= MAX_SEED;
  return (
    <Modal
      open
      title="布置题组"
      okText="布置"
      cancelText="取消"
      okButtonProps={{ disabled: !valid }}
      confirmLoading={save.status === 'loading'}
      onCancel={props.onClose}
      onOk={() =>
        valid &&
        save.run(
          {
            name: name.trim(),
            tool: props.tool,
            seed: seed,
            count: count,
            classID: classID,
            attempts: attempts as number,
          },
          ['searchSets'],
        )
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input
          aria-label="题组名称"
          placeholder="题组名称"
          maxLength={40}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Select
          aria-label="班级"
          placeholder="选择班级"
          style={{ width: '100%' }}
          value={classID}
          onChange={(v: number) => setClassID(v)}
          options={(classes.data?.list ?? []).map((c) => ({
            value: c.classID,
            label: c.className,
          }))}
        />
        <SetNumberFields
          seed={seed}
          setSeed={setSeed}
          count={count}
          setCount={setCount}
          attempts={attempts}
          setAttempts={setAttempts}
        />
      </Space>
    </Modal>
  );
}

/**
 * The 题组 a teacher gave the student's class for this tool: each student answers their own draw
 * of each round, under the set's rule of counted attempts (shown before they start), and sees
 * their counted score per round; teachers give, inspect (成绩) and delete them here.
 */
export function AssignedSets(props: {
  tool: KlineSetTool;
  seed: number | undefined;
  onSeed: (seed: number) => void;
}) {
  const teacher = roleAllowed(ROLES.TEACHER_ONLY, useSession().role);
  const list = useQuery('searchSets', { tool: props.tool });
  const remove = useMutation('deleteSet');
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<KlineSet | null>(null);
  const sets: KlineSet[] = list.data ?? [];
  if (!teacher && sets.length === 0) return null;
  return (
    <div data-kline-sets={props.tool} style={{ marginTop: 12 }}>
      <Space wrap>
        <Typography.Text strong>{teacher ? '已布置的题组' : '老师布置的题组'}</Typography.Text>
        {teacher && (
          <Button size="small" onClick={() => setAdding(true)}>
            布置题组
          </Button>
        )}
      </Space>
      {sets.map((s) => (
        <div key={s.setID} data-kline-set={s.name} style={{ marginTop: 6 }}>
          <Space wrap>
            <span>{`${s.name}（${s.className}）`}</span>
            <Tag data-set-rule>{ruleText(s.attempts ?? 1)}</Tag>
            {s.rounds.map((r, i) => (
              <Button
                key={r.seed}
                size="small"
                type={r.seed === props.seed ? 'primary' : 'default'}
                onClick={() => props.onSeed(r.seed)}
              >
                {`第${i + 1}组`}
                {r.score !== null && (
                  <Tag style={{ marginLeft: 4, marginRight: 0 }}>{`${r.score}分`}</Tag>
                )}
                {!teacher && !!r.used && !r.final && (
                  <Tag style={{ marginLeft: 4, marginRight: 0 }}>{`已答${r.used}次`}</Tag>
                )}
              </Button>
            ))}
            {teacher && (
              <Button size="small" onClick={() => setViewing(s)}>
                成绩
              </Button>
            )}
            {teacher && (
              <Popconfirm
                title="确定删除该题组？"
                okText="删除"
                cancelText="取消"
                onConfirm={() => remove.run({ setID: s.setID }, ['searchSets'])}
              >
                <Button size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            )}
          </Space>
        </div>
      ))}
      {viewing && <SetStatsModal set={viewing} onClose={() => setViewing(null)} />}
      {adding && (
        <SaveSetModal tool={props.tool} seed={props.seed} onClose={() => setAdding(false)} />
      )}
    </div>
  );
}
