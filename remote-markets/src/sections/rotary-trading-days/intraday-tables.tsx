import { formatMoney } from '@portal/shared-kit';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  cancelOrder,
  type DayOrder,
  type Deal,
  type Holding,
  type RoundTrip,
} from './intraday-api';

const money = (v: number) => formatMoney(v);
export const nowrap = (v: string) => <span className="rt-nowrap">{v}</span>;
const sec = { title: '证券', dataIndex: 'security', render: nowrap };
const name = { title: '名称', dataIndex: 'securityName', render: nowrap };
const time = (v: string) => nowrap(v.slice(11, 19));
export const small = {
  size: 'small' as const,
  pagination: false as const,
  scroll: { x: 'max-content' },
};

const HOLDINGS: ColumnsType<Holding> = [
  sec,
  name,
  { title: '持仓', dataIndex: 'qty', align: 'right' },
  { title: '可卖', dataIndex: 'sellableQty', align: 'right' },
  { title: '成本价', dataIndex: 'costPrice', align: 'right' },
  { title: '最新价', dataIndex: 'lastPrice', align: 'right' },
  { title: '市值', dataIndex: 'marketValue', align: 'right', render: money },
  { title: '浮动盈亏', dataIndex: 'floatingPL', align: 'right', render: money },
];

const TRIPS: ColumnsType<RoundTrip> = [
  sec,
  name,
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
  sec,
  name,
  { title: '方向', dataIndex: 'sideName', render: nowrap },
  { title: '类型', dataIndex: 'execTypeName', render: nowrap },
  { title: '数量', dataIndex: 'qty', align: 'right' },
  { title: '价格', dataIndex: 'price', align: 'right' },
  { title: '金额', dataIndex: 'amount', align: 'right', render: money },
  { title: '费用', dataIndex: 'fees', align: 'right', render: money },
  { title: '盈亏', dataIndex: 'realised', align: 'right', render: money },
];

export const HoldingsTable = ({ rows }: { rows: Holding[] }) => (
  <Table
    {...small}
    data-testid="intraday-positions"
    rowKey="security"
    columns={HOLDINGS}
    dataSource={rows}
  />
);

export const RoundTripsTable = ({ rows }: { rows: RoundTrip[] }) => (
  <Table
    {...small}
    data-testid="intraday-trips"
    rowKey="security"
    columns={TRIPS}
    dataSource={rows}
  />
);

export const DealsTable = ({ rows }: { rows: Deal[] }) => (
  <Table
    {...small}
    data-testid="intraday-fills"
    rowKey="reportId"
    columns={DEALS}
    dataSource={rows}
  />
);

export function OrdersTable({ rows, onChange }: { rows: DayOrder[]; onChange: () => void }) {
  const columns: ColumnsType<DayOrder> = [
    { title: '时间', dataIndex: 'orderTime', render: time },
    sec,
    name,
    { title: '方向', dataIndex: 'sideName', render: nowrap },
    { title: '价格', dataIndex: 'price', align: 'right' },
    { title: '数量', dataIndex: 'orderQty', align: 'right' },
    { title: '成交', dataIndex: 'filledQty', align: 'right' },
    { title: '状态', dataIndex: 'statusName', render: nowrap },
    {
      title: '操作',
      key: 'op',
      render: (_: unknown, r) =>
        r.cancelable ? (
          <Button
            size="small"
            onClick={() => void cancelOrder(r.orderId).then(onChange, () => undefined)}
          >
            撤单
          </Button>
        ) : null,
    },
  ];
  return (
    <Table
      {...small}
      data-testid="intraday-orders"
      rowKey="orderId"
      columns={columns}
      dataSource={rows}
    />
  );
}
