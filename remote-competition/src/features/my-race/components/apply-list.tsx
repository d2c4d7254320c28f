import { formatTime } from '../../../common/format-time';
import { App, Button, Input, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { matchTypeName } from '../../../common/match-type-names';
import { matchSlice } from '../../../shell/match/match.slice';
import { useMutation, useMutationDone, useQuery } from '../../../state/data-hooks';
import type { ApplyItem } from '../api/get-match-list-for-apply';

const ENROLL = ['未开始报名', '报名中', '报名已结束'];

/** The enrolment table's columns; 报名 only while enrolment is open and not yet joined. */
function applyColumns(join: (m: ApplyItem) => void): TableColumnsType<ApplyItem> {
  return [
    {
      title: '比赛名称',
      render: (_v, m) => (
        <Space>
          {m.matchName}
          {m.isTopMatch ? <Tag color="red">置顶</Tag> : null}
        </Space>
      ),
    },
    { title: '类型', render: (_v, m) => matchTypeName(m.matchType) },
    { title: '主办方', dataIndex: 'organizer' },
    {
      title: '报名时间',
      render: (_v, m) =>
        `${formatTime(m.registrationStartTime)} ~ ${formatTime(m.registrationEndTime)}`,
    },
    {
      title: '比赛时间',
      render: (_v, m) => `${formatTime(m.startTime)} ~ ${formatTime(m.endTime)}`,
    },
    {
      title: '人数',
      render: (_v, m) => `${m.traderCount}${m.maxTraders ? ` / ${m.maxTraders}` : ''}`,
    },
    {
      title: '操作',
      render: (_v, m) =>
        m.isJoined ? (
          <Tag color="green">已报名</Tag>
        ) : (
          <Button
            type="primary"
            size="small"
            disabled={m.enrollStatus !== 1}
            onClick={() => join(m)}
          >
            {m.enrollStatus === 1 ? '报名' : ENROLL[m.enrollStatus]}
          </Button>
        ),
    },
  ];
}

/** Contests open for enrolment, with sign-up (asking for the contest password when it has one). */
export function ApplyList() {
  const { message } = App.useApp();
  const dispatch = useDispatch();
  const [key, setKey] = useState('');
  const [asking, setAsking] = useState<ApplyItem | null>(null);
  const [command, setCommand] = useState('');
  const list = useQuery('getMatchListForApply', { key });
  const signUp = useMutation('signUpMatch');
  const practice = useMutation('joinExercising');
  const joined = (ok: boolean) => {
    if (!ok) return;
    void message.success('报名成功，可在顶部切换到该比赛');
    setAsking(null);
    dispatch(matchSlice.actions.refreshList());
  };
  useMutationDone(signUp, joined);
  useMutationDone(practice, joined);
  const join = (m: ApplyItem) => {
    if (m.hasCommand) {
      setCommand('');
      setAsking(m);
    } else signUp.run({ matchId: m.matchID, command: '' }, ['getMatchListForApply']);
  };
  return (
    <>
      <div className="cmp-toolbar">
        <Input.Search
          allowClear
          placeholder="比赛名称"
          style={{ width: 220 }}
          onSearch={(v) => setKey(v.trim())}
        />
        <Button onClick={() => practice.run({})} loading={practice.status === 'loading'}>
          进入练习场
        </Button>
      </div>
      <Table<ApplyItem>
        size="small"
        rowKey="matchID"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={applyColumns(join)}
      />
      <Modal
        title={`报名：${asking?.matchName ?? ''}`}
        open={!!asking}
        onCancel={() => setAsking(null)}
        confirmLoading={signUp.status === 'loading'}
        onOk={() =>
          asking && signUp.run({ matchId: asking.matchID, command }, ['getMatchListForApply'])
        }
      >
        <Input.Password
          placeholder="请输入参赛口令"
          value={command}
          onChange={(e) => setCommand(e.target.value)}
        />
      </Modal>
    </>
  );
}
