import { formatBeijingTime } from '@portal/shared-kit';
import { Button, Card, Table } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { WorkingOrder } from '../api/account-lists';

/** Order times come as HH:mm:ss of the trading day or as a full time. */
const timeText = (v: string) =>
  /^\d{1,2}:\d{2}/.test(v) ? v.slice(0, 8) : formatBeijingTime(v, 'time');

const sideText = (r: WorkingOrder) => (r.side === 2 ? '卖出' : '买入');

/** 未成交委托: today's working orders; cancelling happens on the trading page. */
export function WorkingOrdersCard({
  rows,
  loading,
  tradePath,
}: {
  rows: WorkingOrder[];
  loading: boolean;
  /** The current contest's first market page. */
  tradePath: string;
}) {
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      title={`未成交委托（${rows.length}笔）`}
      data-testid="working-orders-card"
      extra={
        <Button type="link" size="small" onClick={() => navigate(tradePath)}>
          去交易
        </Button>
      }
    >
      <Table<WorkingOrder>
        size="small"
        loading={loading && !rows.length}
        rowKey={(r) => String(r.orderId)}
        dataSource={rows.slice(0, 5)}
        pagination={false}
        locale={{ emptyText: '暂无未成交委托' }}
        columns={[
          {
            title: '时间',
            key: 't',
            className: 'cmp-nowrap',
            render: (_v, r) => timeText(r.orderTime) || '—',
          },
          { title: '证券', key: 'n', render: (_v, r) => r.securityName },
          { title: '方向', key: 's', render: (_v, r) => sideText(r) },
          { title: '价格', key: 'p', align: 'right', render: (_v, r) => r.price },
          {
            title: '数量',
            key: 'q',
            align: 'right',
            render: (_v, r) => `${r.filledQty || 0}/${r.orderQty}`,
          },
        ]}
      />
    </Card>
  );
}
