import { Alert, App, Button, Card, Form, Skeleton, Space, Tabs, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useMutationDone, useQuery } from '../../../state/data-hooks';
import {
  contestValuesOf,
  newContestValues,
  toContestInput,
  type ContestFormValues,
} from '../contest-input';
import { getNewMatchDefaults, type NewMatchDefaults } from '../api/get-new-match-defaults';
import { BasicSection } from './basic-section';
import { BreedsSection } from './breeds-section';
import { FundsSection } from './funds-section';
import { ManagersSection } from './managers-section';
import { RankingSection } from './ranking-section';
import { RiskSection } from './risk-section';

const SECTIONS = [
  { key: 'basic', label: '基本信息', children: <BasicSection /> },
  { key: 'breeds', label: '交易品种', children: <BreedsSection /> },
  { key: 'funds', label: '资金设置', children: <FundsSection /> },
  { key: 'ranking', label: '排名设置', children: <RankingSection /> },
  { key: 'risk', label: '风控规则', children: <RiskSection /> },
  { key: 'managers', label: '管理员', children: <ManagersSection /> },
].map((s) => ({ ...s, forceRender: true }));
/**
 * Fills a type's default markets (and, with `withSchedule`, the next trading day's open) from the
 * server, unless the type changed again meanwhile.
 */
function applyMatchDefaults(
  form: FormInstance<ContestFormValues>,
  type: number,
  withSchedule: boolean,
) {
  void getNewMatchDefaults(type)
    .then((d: NewMatchDefaults) => {
      if (form.getFieldValue('matchType') !== type) return;
      form.setFieldsValue({
        breedIDs: d.breedIDs,
        ...(withSchedule
          ? {
              registration: [dayjs(d.registrationStartTime), dayjs(d.registrationEndTime)],
              period: [dayjs(d.startTime), dayjs(d.endTime)],
            }
          : {}),
      });
    })
    .catch(() => undefined);
}

/** Create (no matchID) or edit a contest with every setting the server supports. */
export function RaceForm({ matchID }: { matchID?: number }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ContestFormValues>();
  const detail = useQuery('getMatchDetail', { matchID: matchID ?? 0 }, { skip: !matchID });
  const add = useMutation('addMatch');
  const update = useMutation('updateMatch');
  const initial = useMemo(
    () => (matchID ? (detail.data ? contestValuesOf(detail.data) : undefined) : newContestValues()),
    [matchID, detail.data],
  );
  const done = (ok: boolean) => {
    if (!ok) return;
    void message.success(matchID ? '比赛已保存' : '比赛已创建，发布并审核后学生即可报名');
    void navigate('/ManageCenter/RaceManage?current=0');
  };
  useMutationDone(add, done);
  useMutationDone(update, done);
  const lock = matchID ? (detail.data?.editLock ?? null) : null;
  // A type's default markets (and, for a new contest, the next trading day's open) from the server.
  const applyDefaults = (type: number, withSchedule: boolean) =>
    applyMatchDefaults(form, type, withSchedule);
  useEffect(() => {
    if (!matchID && initial) applyDefaults(initial.matchType, true);
    // Once per new form: the defaults of the initial type.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [matchID, initial]);
  if (!initial) return <Skeleton active />;
  const submit = (v: ContestFormValues) => {
    const input = toContestInput(v);
    if (matchID) update.run({ ...input, matchID }, ['searchMatchList', 'getMatchDetail']);
    else add.run(input, ['searchMatchList']);
  };
  return (
    <Card title={matchID ? '编辑比赛' : '创建比赛'} data-page="RaceManageForm">
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        initialValues={initial}
        onValuesChange={(changed: Partial<ContestFormValues>) => {
          if (changed.matchType !== undefined && !lock) applyDefaults(changed.matchType, false);
        }}
        onFinish={submit}
        onFinishFailed={() => void message.error('请检查各页签中标红的设置')}
        scrollToFirstError
      >
        {lock ? (
          <Alert
            type="info"
            showIcon
            data-testid="contest-edit-lock"
            message={lock}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Tabs items={SECTIONS} />
        <Space style={{ marginLeft: '20.8%' }}>
          <Button
            type="primary"
            htmlType="submit"
            loading={add.status === 'loading' || update.status === 'loading'}
          >
            {matchID ? '保存' : '创建比赛'}
          </Button>
          <Button onClick={() => void navigate('/ManageCenter/RaceManage?current=0')}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
