import { Button, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { TrainLog } from '../../../common/api/training-types';
import { shownTime } from '../../../common/format';
import { useMutation, useMutationDone, useQuery } from '../hooks';
import { ScoreModal } from './score-modal';

/** The log table's columns; 查看评分 (or 查看) opens the log. */
function logColumns(onOpen: (l: TrainLog) => void): TableColumnsType<TrainLog> {
  return [
    { title: '学生', render: (_: unknown, l) => `${l.realName}（${l.userName}）` },
    { title: '班级', dataIndex: 'className' },
    { title: '实训项目', dataIndex: 'trainTitle' },
    { title: '开始时间', dataIndex: 'startTime', render: shownTime },
    {
      title: '结束时间',
      dataIndex: 'endTime',
      render: (v: string | null) => (v ? shownTime(v) : <Tag color="processing">进行中</Tag>),
    },
    { title: '委托笔数', dataIndex: 'orderCount', width: 90 },
    {
      title: '成绩',
      dataIndex: 'score',
      width: 80,
      render: (v: number | null) => (v === null ? <Tag>未评分</Tag> : v),
    },
    {
      title: '操作',
      width: 110,
      render: (_: unknown, l) => (
        <Button size="small" type="primary" onClick={() => onOpen(l)}>
          {l.score === null ? '查看评分' : '查看'}
        </Button>
      ),
    },
  ];
}

/** Students' training logs by class and project; open one to see its trades and score it. */
export function LogsTab() {
  const [classID, setClass] = useState<number | undefined>();
  const [tpInfoID, setProject] = useState<number | undefined>();
  const [pageIndex, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const classes = useQuery('practClasses', undefined as never);
  const projects = useQuery('practProjects', { pageIndex: 1, pageSize: 100 });
  const logs = useQuery('practLogs', { classID, tpInfoID, pageIndex, pageSize: 10 });
  const score = useMutation('scoreLog');
  useMutationDone(score, (ok) => ok && setOpen(null));
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="班级"
          style={{ width: 180 }}
          value={classID}
          onChange={(v?: number) => {
            setClass(v);
            setPage(1);
          }}
          options={(classes.data?.list ?? []).map((c) => ({
            value: c.classID,
            label: c.className,
          }))}
        />
        <Select
          allowClear
          placeholder="实训项目"
          style={{ width: 220 }}
          value={tpInfoID}
          onChange={(v?: number) => {
            setProject(v);
            setPage(1);
          }}
          options={(projects.data?.list ?? []).map((p) => ({
            value: p.tpInfoID,
            label: p.trainTitle,
          }))}
        />
      </Space>
      <Table<TrainLog>
        rowKey="logID"
        size="small"
        loading={logs.loading}
        dataSource={logs.data?.list ?? []}
        locale={{ emptyText: '暂无实训日志' }}
        pagination={{
          current: pageIndex,
          pageSize: 10,
          total: logs.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={logColumns((l) => setOpen(l.logID))}
      />
      <ScoreModal
        logID={open}
        busy={score.status === 'loading'}
        onCancel={() => setOpen(null)}
        onOk={(value, comment) =>
          open &&
          score.run({ logID: open, score: value, comment }, ['practLogs', 'practLogDetails'])
        }
      />
    </>
  );
}
