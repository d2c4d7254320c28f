import { Button, Modal, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TrainLog } from '../../common/api/training-types';
import { LogTrades } from '../../common/components/log-trades';
import { shownTime } from '../../common/format';
import { UserCenterFrame } from './components/user-center-frame';
import { useMutation, useQuery } from './hooks';

/** /TrainUserCenter/TrainResult (students): my trainings with the teacher's scores and comments. */
export function TrainResultPage() {
  const [pageIndex, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const logs = useQuery('myLogs', { pageIndex, pageSize: 10 });
  const detail = useQuery('myLogDetails', { logID: open ?? 0 }, { skip: !open });
  const exporting = useMutation('exportMyTrainings');
  const navigate = useNavigate();
  return (
    <UserCenterFrame>
      <Button
        style={{ marginBottom: 12 }}
        loading={exporting.status === 'loading'}
        onClick={() => exporting.run(undefined as never)}
      >
        导出成绩
      </Button>
      {/* Replays and K-line exercise scores (issue 19) are on their own page. */}
      <Button
        style={{ marginBottom: 12, marginLeft: 8 }}
        onClick={() => void navigate('/TrainSkillAchieve')}
      >
        技能练习成绩
      </Button>
      <Table<TrainLog>
        rowKey="logID"
        size="small"
        data-page="TrainResult"
        loading={logs.loading}
        dataSource={logs.data?.list ?? []}
        locale={{ emptyText: '还没有实训记录' }}
        pagination={{
          current: pageIndex,
          pageSize: 10,
          total: logs.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
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
            render: (v: number | null) => (v === null ? <Tag>未评分</Tag> : <b>{v}</b>),
          },
          { title: '评语', dataIndex: 'comment', render: (v: string) => v || '—' },
          {
            title: '操作',
            width: 80,
            render: (_: unknown, l) => (
              <Button size="small" onClick={() => setOpen(l.logID)}>
                详情
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={open !== null}
        title="实训详情"
        width={900}
        footer={null}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {detail.data && !detail.loading ? <LogTrades log={detail.data} /> : <Spin />}
      </Modal>
    </UserCenterFrame>
  );
}
