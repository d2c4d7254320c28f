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
  cancelOptionOrder,
  type OptionFill,
  type OptionHolding,
  type OptionOrder,
} from './options-api';

/** L (权利仓) and S (义务仓) holdings with their P&L and margin. */
export function HoldingsTable({
  rows,
  onClose,
}: {
  rows: OptionHolding[];
  onClose: (h: OptionHolding) => void;
}) {
  const columns: ColumnsType<OptionHolding> = [
    contractColumn<OptionHolding>(),
    posSideColumn<OptionHolding>('持仓类型'),
    { title: '持仓', dataIndex: 'qty', align: 'right' },
    { title: '可平', dataIndex: 'closableQty', align: 'right' },
    { title: '开仓均价', dataIndex: 'avgPrice', align: 'right' },
    { title: '最新价', dataIndex: 'lastPrice', align: 'right' },
    { title: '市值', dataIndex: 'marketValue', align: 'right', render: moneyCell },
    { title: '浮动盈亏', dataIndex: 'floatingPL', align: 'right', render: plCell },
    { title: '占用保证金', dataIndex: 'margin', align: 'right', render: moneyCell },
    closeColumn<OptionHolding>(onClose),
  ];
  return (
    <ListTable
      rows={rows}
      columns={columns}
      rowKey={(r) => `${r.security}.${r.posSide}`}
      testId="options-holdings"
      empty="暂无持仓"
      paged={false}
    />
  );
}

/** Today's orders; a working order can be cancelled. */
export function OrdersTable({ rows, onChange }: { rows: OptionOrder[]; onChange?: () => void }) {
  const columns: ColumnsType<OptionOrder> = [
    { title: '时间', dataIndex: 'orderTime', render: timeCell },
    contractColumn<OptionOrder>(),
    { title: '买卖开平', dataIndex: 'actionName' },
    { title: '委托价', dataIndex: 'price', align: 'right' },
    { title: '委托量', dataIndex: 'orderQty', align: 'right' },
    { title: '成交量', dataIndex: 'filledQty', align: 'right' },
    { title: '成交均价', dataIndex: 'avgPrice', align: 'right' },
    { title: '状态', dataIndex: 'statusName' },
    cancelColumn<OptionOrder>(cancelOptionOrder, onChange),
  ];
  return (
    <ListTable
      rows={rows}
      columns={columns}
      rowKey="orderId"
      testId="options-orders"
      empty="暂无委托"
      paged={false}
    />
  );
}

/**
 * Fills and day records (到期交割, 强平) with the realised P&L: today's, or a range's with the
 * trading date each belongs to (`dated`).
 */
export function FillsTable({
  rows,
  dated = false,
  testId = 'options-fills',
}: {
  rows: OptionFill[];
  dated?: boolean;
  testId?: string;
}) {
  const columns: ColumnsType<OptionFill> = [
    ...(dated ? [{ title: '交易日', dataIndex: 'tradingDate' }] : []),
    { title: '时间', dataIndex: 'time', render: timeCell },
    contractColumn<OptionFill>(),
    { title: '买卖开平', dataIndex: 'actionName' },
    { title: '持仓类型', dataIndex: 'posSideName' },
    { title: '成交价', dataIndex: 'price', align: 'right' },
    { title: '成交量', dataIndex: 'qty', align: 'right' },
    { title: '成交金额', dataIndex: 'amount', align: 'right', render: moneyCell },
    { title: '手续费', dataIndex: 'fees', align: 'right', render: moneyCell },
    { title: '平仓盈亏', dataIndex: 'realised', align: 'right', render: plCell },
  ];
  return (
    <ListTable
      rows={rows}
      columns={columns}
      rowKey="reportId"
      testId={testId}
      empty="暂无成交"
      paged={false}
    />
  );
}
