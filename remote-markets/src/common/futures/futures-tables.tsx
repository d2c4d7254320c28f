import { formatBeijingTime, formatMoney } from '@portal/shared-kit';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  cancelFuturesOrder,
  type FuturesFill,
  type FuturesOrder,
  type Holding,
} from './futures-api';

const pl = (v: number) => (
  <span className={v > 0 ? 'ft-up' : v < 0 ? 'ft-down' : ''}>{formatMoney(v)}</span>
);
const time = (iso: string) => formatBeijingTime(iso, 'time');

/** Long and short holdings apart, with today's and yesterday's lots and floating P&L. */
export function HoldingsTable({
  rows,
  onClose,
}: {
  rows: Holding[];
  onClose: (h: Holding) => void;
}) {
  const columns: ColumnsType<Holding> = [
    { title: '合约', dataIndex: 'security', render: (v: string, r) => `${r.securityName} ${v}` },
    {
      title: '多空',
      dataIndex: 'posSideName',
      render: (v: string, r) => (
        <span className={r.posSide === 'L' ? 'ft-up' : 'ft-down'}>{v}</span>
      ),
    },
    { title: '持仓', dataIndex: 'qty', align: 'right' },
    { title: '今仓', dataIndex: 'todayQty', align: 'right' },
    { title: '昨仓', dataIndex: 'yesterdayQty', align: 'right' },
    { title: '可平', dataIndex: 'closableQty', align: 'right' },
    { title: '持仓均价', dataIndex: 'avgPrice', align: 'right' },
    { title: '最新价', dataIndex: 'lastPrice', align: 'right' },
    { title: '浮动盈亏', dataIndex: 'floatingPL', align: 'right', render: pl },
    {
      title: '占用保证金',
      dataIndex: 'margin',
      align: 'right',
      render: (v: number) => formatMoney(v),
    },
    {
      title: '操作',
      key: 'op',
      render: (_: unknown, r) => (
        <Button size="small" onClick={() => onClose(r)} disabled={r.closableQty <= 0}>
          平仓
        </Button>
      ),
    },
  ];
  return (
    <Table
      size="small"
      rowKey={(r) => `${r.security}.${r.posSide}`}
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="futures-holdings"
      locale={{ emptyText: '暂无持仓' }}
    />
  );
}

/** Today's orders; a working order can be cancelled. */
export function OrdersTable({ rows, onChange }: { rows: FuturesOrder[]; onChange: () => void }) {
  const columns: ColumnsType<FuturesOrder> = [
    { title: '时间', dataIndex: 'orderTime', render: time },
    { title: '合约', dataIndex: 'security', render: (v: string, r) => `${r.securityName} ${v}` },
    { title: '买卖', dataIndex: 'sideName' },
    { title: '开平', dataIndex: 'effectName' },
    { title: '委托价', dataIndex: 'price', align: 'right' },
    { title: '委托手数', dataIndex: 'orderQty', align: 'right' },
    { title: '成交手数', dataIndex: 'filledQty', align: 'right' },
    { title: '成交均价', dataIndex: 'avgPrice', align: 'right' },
    { title: '手续费', dataIndex: 'fees', align: 'right' },
    {
      title: '状态',
      dataIndex: 'statusName',
      render: (v: string, r) => (r.rejectReason ? `${v}（${r.rejectReason}）` : v),
    },
    {
      title: '操作',
      key: 'op',
      render: (_: unknown, r) =>
        r.cancelable ? (
          <Button
            size="small"
            onClick={() =>
              void cancelFuturesOrder(r.orderId)
                .then(onChange)
                .catch(() => undefined)
            }
          >
            撤单
          </Button>
        ) : null,
    },
  ];
  return (
    <Table
      size="small"
      rowKey="orderId"
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      data-testid="futures-orders"
      locale={{ emptyText: '暂无委托' }}
    />
  );
}

/** Fills (and the day's settlement records) with 开平, fees and realised P&L. */
export function FillsTable({
  rows,
  testId = 'futures-fills',
}: {
  rows: FuturesFill[];
  testId?: string;
}) {
  const columns: ColumnsType<FuturesFill> = [
    { title: '时间', dataIndex: 'time', render: time },
    { title: '合约', dataIndex: 'security', render: (v: string, r) => `${r.securityName} ${v}` },
    { title: '类型', dataIndex: 'execTypeName' },
    { title: '买卖', dataIndex: 'sideName' },
    { title: '开平', dataIndex: 'effectName' },
    { title: '成交价', dataIndex: 'price', align: 'right' },
    { title: '手数', dataIndex: 'qty', align: 'right' },
    { title: '成交额', dataIndex: 'amount', align: 'right', render: (v: number) => formatMoney(v) },
    { title: '手续费', dataIndex: 'fees', align: 'right', render: (v: number) => formatMoney(v) },
    { title: '平仓盈亏', dataIndex: 'realised', align: 'right', render: pl },
  ];
  return (
    <Table
      size="small"
      rowKey="reportId"
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      data-testid={testId}
      locale={{ emptyText: '暂无成交' }}
    />
  );
}
