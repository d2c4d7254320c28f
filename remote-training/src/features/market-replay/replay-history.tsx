import { Card, Table } from 'antd';
import { useEffect } from 'react';
import { shownTime } from '../../common/format';
import type { ReplayRecord } from './api/replay-api';
import { useQuery } from './hooks';

const yuan = (v: number) => v.toFixed(2);

/** The stored replays: the student's own, every student's for teachers. */
export function ReplayHistory({ reload }: { reload: number }) {
  const list = useQuery('searchReplays', undefined);
  useEffect(() => {
    if (reload) list.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reload]);
  return (
    <Card title="回放记录" size="small">
      <Table<ReplayRecord>
        rowKey="replayID"
        size="small"
        dataSource={list.data ?? []}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: '学生', dataIndex: 'userName' },
          { title: '证券', render: (_, r) => `${r.name}（${r.code}）` },
          { title: '周期', render: (_, r) => (r.freq === 'minute' ? '分钟' : '日K') },
          { title: '区间', render: (_, r) => `${r.dateFrom} 至 ${r.dateTo}` },
          { title: '进度', render: (_, r) => `${r.barsShown}/${r.barsTotal}` },
          { title: '期末资产', render: (_, r) => yuan(r.equity) },
          { title: '买入持有', render: (_, r) => yuan(r.holdEquity) },
          { title: '成交笔数', dataIndex: 'tradeCount' },
          { title: '状态', render: (_, r) => (r.finished ? '已完成' : '进行中') },
          { title: '开始时间', dataIndex: 'createTime', render: shownTime },
        ]}
      />
    </Card>
  );
}
