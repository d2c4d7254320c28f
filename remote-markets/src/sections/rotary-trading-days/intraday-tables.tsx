import type { ColumnsType } from 'antd/es/table';
import {
  ListTable,
  cancelColumn,
  moneyCell as money,
  nowrapCell as nowrap,
  securityColumns,
} from '../../common/derivatives';
import {
  cancelOrder,
  type DayOrder,
  type Deal,
  type Holding,
  type RoundTrip,
} from './intraday-api';

const time = (v: string) => nowrap(v.slice(11, 19));

const HOLDINGS: ColumnsType<Holding> = [
  ...securityColumns<Holding>(),
  { title: '持仓', dataIndex: 'qty', align: 'right' },
  { title: '可卖', dataIndex: 'sellableQty', align: 'right' },
  { title: '成本价', dataIndex: 'costPrice', align: 'right' },
  { title: '最新价', dataIndex: 'lastPrice', align: 'right' },
  { title: '市值', dataIndex: 'marketValue', align: 'right', render: money },
  { title: '浮动盈亏', dataIndex: 'floatingPL', align: 'right', render: money },
];

const TRIPS: ColumnsType<RoundTrip> = [
  ...securityColumns<RoundTrip>(),
  { title: '买入数量', dataIndex: 'buyQty', align: 'right' },
  { title: '买入均价', dataIndex: 'buyAvg', align: 'right' },
  { title: '卖出数量', dataIndex: 'sellQty', align: 'right' },
  { title: '卖出均价', dataIndex: 'sellAvg', align: 'right' },
  { title: '强平数量', dataIndex: 'forcedQty', align: 'right' },
  { title: '未平数量', dataIndex: 'openQty', align: 'right' },
  { title: '费用', dataIndex: 'fees', align: 'right', render: money },
  { title: '实现盈亏', dataIndex: 'realised', align: 'right', render: money },
  { title: '净盈亏', dataIndex: 'net', align: 'right', render: money },
];

const DEALS: ColumnsType<Deal> = [
  { title: '时间', dataIndex: 'time', render: time },
  ...securityColumns<Deal>(),
  { title: '方向', dataIndex: 'sideName', render: nowrap },
  { title: '类型', dataIndex: 'execTypeName', render: nowrap },
  { title: '数量', dataIndex: 'qty', align: 'right' },
  { title: '价格', dataIndex: 'price', align: 'right' },
  { title: '金额', dataIndex: 'amount', align: 'right', render: money },
  { title: '费用', dataIndex: 'fees', align: 'right', render: money },
  { title: '盈亏', dataIndex: 'realised', align: 'right', render: money },
];

export const HoldingsTable = ({ rows }: { rows: Holding[] }) => (
  <ListTable
    rows={rows}
    columns={HOLDINGS}
    rowKey="security"
    testId="intraday-positions"
    paged={false}
    scrollX
  />
);

export const RoundTripsTable = ({ rows }: { rows: RoundTrip[] }) => (
  <ListTable
    rows={rows}
    columns={TRIPS}
    rowKey="security"
    testId="intraday-trips"
    paged={false}
    scrollX
  />
);

export const DealsTable = ({ rows }: { rows: Deal[] }) => (
  <ListTable
    rows={rows}
    columns={DEALS}
    rowKey="reportId"
    testId="intraday-fills"
    paged={false}
    scrollX
  />
);

export function OrdersTable({ rows, onChange }: { rows: DayOrder[]; onChange: () => void }) {
  const columns: ColumnsType<DayOrder> = [
    { title: '时间', dataIndex: 'orderTime', render: time },
    ...securityColumns<DayOrder>(),
    { title: '方向', dataIndex: 'sideName', render: nowrap },
    { title: '价格', dataIndex: 'price', align: 'right' },
    { title: '数量', dataIndex: 'orderQty', align: 'right' },
    { title: '成交', dataIndex: 'filledQty', align: 'right' },
    { title: '状态', dataIndex: 'statusName', render: nowrap },
    cancelColumn<DayOrder>(cancelOrder, onChange),
  ];
  return (
    <ListTable
      rows={rows}
      columns={columns}
      rowKey="orderId"
      testId="intraday-orders"
      paged={false}
      scrollX
    />
  );
}
