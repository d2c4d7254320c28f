import { formatBeijingTime } from '@portal/shared-kit';
import { Button, Card, Table } from 'antd';
import { useNavigate } from 'react-router-dom';
import { num, str, type Row } from '../../../common/api/field';

/** Order times come as HH:mm:ss of the trading day or as a full time. */
const timeText = (v: string) =>
  /^\d{1,2}:\d{2}/.test(v) ? v.slice(0, 8) : formatBeijingTime(v, 'time');

const sideText = (r: Row) =>
  num(r, 'side') === 2 || str(r, 'side').toUpperCase() === 'S' ? '卖出' : '买入';

/** 未成交委托: today's working orders; cancelling happens on the trading page. */
export function WorkingOrdersCard({
  rows,
  loading,
  tradePath,
}: {
  rows: Row[];
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
      <Table<Row>
        size="small"
        loading={loading && !rows.length}
        rowKey={(r) => str(r, 'orderId')}
        dataSource={rows.slice(0, 5)}
        pagination={false}
        locale={{ emptyText: '暂无未成交委托' }}
        columns={[
          {
            title: '时间',
            key: 't',
            className: 'cmp-nowrap',
            render: (_v, r) => timeText(str(r, 'orderTime', 'time')) || '—',
          },
          { title: '证券', key: 'n', render: (_v, r) => str(r, 'securityName', 'shortName') },
          { title: '方向', key: 's', render: (_v, r) => sideText(r) },
          { title: '价格', key: 'p', align: 'right', render: (_v, r) => num(r, 'price') },
          {
            title: '数量',
            key: 'q',
            align: 'right',
            render: (_v, r) => `${num(r, 'filledQty') || 0}/${num(r, 'orderQty', 'qty')}`,
          },
        ]}
      />
    </Card>
  );
}
