import type { ColumnsType } from 'antd/es/table';
import {
  cancelColumn,
  closeColumn,
  contractColumn,
  ListTable,
  moneyCell,
  plCell,
  posSideColumn,
  timeCell,
} from '../derivatives';
import {
  cancelFuturesOrder,
  type FuturesFill,
  type FuturesOrder,
  type Holding,
} from './futures-api';

/** Long and short holdings apart, with today's and yesterday's lots and floating P&L. */
export function HoldingsTable({
  rows,
  onClose,
}: {
  rows: Holding[];
  onClose: (h: Holding) => void;
}) {
  const columns: ColumnsType<Holding> = [
    contractColumn<Holding>(),
    posSideColumn<Holding>('多空'),
    { title: '持仓', dataIndex: 'qty', align: 'right' },
    { title: '今仓', dataIndex: 'todayQty', align: 'right' },
    { title: '昨仓', dataIndex: 'yesterdayQty', align: 'right' },
    { title: '可平', dataIndex: 'closableQty', align: 'right' },
    { title: '持仓均价', dataIndex: 'avgPrice', align: 'right' },
    { title: '最新价', dataIndex: 'lastPrice', align: 'right' },
    { title: '浮动盈亏', dataIndex: 'floatingPL', align: 'right', render: plCell },
    { title: '占用保证金', dataIndex: 'margin', align: 'right', render: moneyCell },
    closeColumn<Holding>(onClose),
  ];
  return (
    <ListTable
      rows={rows}
      columns={columns}
      rowKey={(r) => `${r.security}.${r.posSide}`}
      testId="futures-holdings"
      empty="暂无持仓"
      paged={false}
    />
  );
}

/** Today's orders; a working order can be cancelled. */
export function OrdersTable({ rows, onChange }: { rows: FuturesOrder[]; onChange: () => void }) {
  const columns: ColumnsType<FuturesOrder> = [
    { title: '时间', dataIndex: 'orderTime', render: timeCell },
    contractColumn<FuturesOrder>(),
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
    cancelColumn<FuturesOrder>(cancelFuturesOrder, onChange),
  ];
  return (
    <ListTable
      rows={rows}
      columns={columns}
      rowKey="orderId"
      testId="futures-orders"
      empty="暂无委托"
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
    { title: '时间', dataIndex: 'time', render: timeCell },
    contractColumn<FuturesFill>(),
    { title: '类型', dataIndex: 'execTypeName' },
    { title: '买卖', dataIndex: 'sideName' },
    { title: '开平', dataIndex: 'effectName' },
    { title: '成交价', dataIndex: 'price', align: 'right' },
    { title: '手数', dataIndex: 'qty', align: 'right' },
    { title: '成交额', dataIndex: 'amount', align: 'right', render: moneyCell },
    { title: '手续费', dataIndex: 'fees', align: 'right', render: moneyCell },
    { title: '平仓盈亏', dataIndex: 'realised', align: 'right', render: plCell },
  ];
  return (
    <ListTable rows={rows} columns={columns} rowKey="reportId" testId={testId} empty="暂无成交" />
  );
}
