import { Button, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatTime } from '../../../common/format-time';
import type { BacktestRow } from '../api/stockpick-types';

const pct = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : `${(v * 100).toFixed(2)}%`;
const STATUS = {
  running: <Tag color="processing">回测中</Tag>,
  done: <Tag color="success">已完成</Tag>,
  failed: <Tag color="error">失败</Tag>,
};

/** A scheme's backtests with their headline figures; each opens its report. */
export function BacktestList({ rows, loading }: { rows: BacktestRow[]; loading?: boolean }) {
  const navigate = useNavigate();
  return (
    <Table<BacktestRow>
      size="small"
      rowKey="backtestId"
      loading={loading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: '暂无回测' }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: '回测时间', dataIndex: 'createTime', render: (t: string) => formatTime(t) },
        {
          title: '区间',
          key: 'window',
          render: (_, b) => `${b.params.startDate ?? ''} 至 ${b.params.endDate ?? ''}`,
        },
        { title: '状态', dataIndex: 'status', render: (s: BacktestRow['status']) => STATUS[s] },
        { title: '累计收益', key: 'total', render: (_, b) => pct(b.summary?.TotalYield) },
        { title: '基准收益', key: 'bench', render: (_, b) => pct(b.summary?.benchYield) },
        { title: '年化收益', key: 'annual', render: (_, b) => pct(b.summary?.AnnualYield) },
        { title: '最大回撤', key: 'dd', render: (_, b) => pct(b.summary?.MaxRetracement) },
        {
          title: '夏普比率',
          key: 'sharpe',
          render: (_, b) => (b.summary?.SharpIndex ?? null)?.toFixed(2) ?? '—',
        },
        {
          title: '耗时',
          dataIndex: 'elapsedMs',
          render: (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)}秒`),
        },
        {
          title: '操作',
          key: 'actions',
          render: (_, b) => (
            <Button
              type="link"
              size="small"
              disabled={b.status !== 'done'}
              onClick={() =>
                navigate(`/TrainkEquityScreener/scheme/backtestReport?backtestId=${b.backtestId}`)
              }
            >
              查看报告
            </Button>
          ),
        },
      ]}
    />
  );
}
