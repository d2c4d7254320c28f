import { formatBeijingTime, formatMoney } from '@portal/shared-kit';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { cancelHkOrder, type HkFill, type HkOrder, type HkPosition } from './hk-api';
import { useHkSection } from './hk-context';

const money = (v: number) => formatMoney(v);

/** Holdings: quantity, last price and market value in HKD, value and cost in the account's currency. */
export function HkPositionsTable({ rows, currency }: { rows: HkPosition[]; currency: string }) {
  const columns: ColumnsType<HkPosition> = [
    { title: '代码', dataIndex: 'security' },
    { title: '名称', dataIndex: 'securityName' },
    { title: '持仓', dataIndex: 'qty' },
    { title: '可卖', dataIndex: 'sellableQty' },
    { title: '现价(HKD)', dataIndex: 'lastPrice' },
    { title: '市值(HKD)', key: 'hkd', render: (_, r) => money(r.lastPrice * r.qty) },
    ...(currency === 'HKD'
      ? []
      : [{ title: '市值(CNY)', dataIndex: 'marketValue', render: money } as const]),
    { title: `成本(${currency})`, key: 'cost', render: (_, r) => money(r.costPrice * r.qty) },
    { title: `浮动盈亏(${currency})`, dataIndex: 'floatingPL', render: money },
  ];
  return (
    <Table
      size="small"
      rowKey="security"
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="hk-positions"
    />
  );
}

/** Today's orders; a working one can be cancelled. */
export function HkOrdersTable({ rows, onChange }: { rows: HkOrder[]; onChange?: () => void }) {
  const section = useHkSection();
  const columns: ColumnsType<HkOrder> = [
    {
      title: '委托时间',
      key: 't',
      render: (_, r) => formatBeijingTime(r.orderTime),
    },
    { title: '代码', dataIndex: 'security' },
    { title: '名称', dataIndex: 'securityName' },
    { title: '方向', dataIndex: 'sideName' },
    { title: '价格(HKD)', dataIndex: 'price' },
    { title: '委托数量', dataIndex: 'orderQty' },
    { title: '成交数量', dataIndex: 'filledQty' },
    { title: '状态', dataIndex: 'statusName' },
    {
      title: '操作',
      key: 'op',
      render: (_, r) =>
        onChange && r.filledQty < r.orderQty && /已报|部成|未报/.test(r.statusName) ? (
          <Button
            size="small"
            onClick={() => void cancelHkOrder(section, r.orderId, r.security).then(onChange)}
          >
            撤单
          </Button>
        ) : null,
    },
  ];
  return (
    <Table size="small" rowKey="orderId" columns={columns} dataSource={rows} pagination={false} />
  );
}

/** Fills: price in HKD, amount and fees in the account's currency. */
export function HkFillsTable({ rows, currency }: { rows: HkFill[]; currency: string }) {
  const columns: ColumnsType<HkFill> = [
    { title: '成交时间', dataIndex: 'time', render: (v: string) => formatBeijingTime(v) },
    { title: '代码', dataIndex: 'security' },
    { title: '名称', dataIndex: 'securityName' },
    { title: '方向', dataIndex: 'sideName' },
    { title: '成交价(HKD)', dataIndex: 'price' },
    { title: '成交数量', dataIndex: 'qty' },
    { title: `成交金额(${currency})`, dataIndex: 'amount', render: money },
    { title: `费用(${currency})`, dataIndex: 'fees', render: money },
  ];
  return (
    <Table
      size="small"
      rowKey="reportId"
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="hk-fills"
    />
  );
}

/** The tabs of the account's day: 持仓, 当日委托 (cancellable) and 当日成交. */
export function todayTabs(
  account: { positions: HkPosition[]; orders: HkOrder[]; fills: HkFill[]; refresh: () => void },
  currency: string,
) {
  return [
    {
      key: 'p',
      label: '持仓',
      children: <HkPositionsTable rows={account.positions} currency={currency} />,
    },
    {
      key: 'o',
      label: '当日委托',
      children: <HkOrdersTable rows={account.orders} onChange={account.refresh} />,
    },
    {
      key: 'f',
      label: '当日成交',
      children: <HkFillsTable rows={account.fills} currency={currency} />,
    },
  ];
}
