import {
  executionTypeLabel,
  formatMoney,
  formatPrice,
  isCancellableOrderStatus,
  orderStatusLabel,
  sideLabel,
} from '@portal/shared-kit';
import { Button, type TableColumnsType } from 'antd';
import type { FillRow, OrderRow, PositionRow } from '../api/account-rows';
import { clockText, trendClass } from './price-text';

const sideCell = (side: number) => (
  <span className={side === 1 ? 'sz-up' : 'sz-down'}>{sideLabel(side)}</span>
);

/** Time column text: the clock for today's lists, date and clock for history. */
const when = (iso: string, date: string, withDate: boolean) =>
  withDate ? `${date} ${clockText(iso)}` : clockText(iso);

/** Columns of an order list; with `onCancel`, working orders get a 撤单 button. */
export function orderColumns(options: {
  withDate?: boolean;
  onCancel?: (order: OrderRow) => void;
  cancelling?: readonly string[];
}): TableColumnsType<OrderRow> {
  const { withDate = false, onCancel, cancelling = [] } = options;
  return [
    { title: '委托时间', key: 'time', render: (_, r) => when(r.time, r.tradingDate, withDate) },
    { title: '证券代码', dataIndex: 'symbol' },
    { title: '证券名称', dataIndex: 'shortName' },
    { title: '买卖', key: 'side', render: (_, r) => sideCell(r.side) },
    {
      title: '委托价格',
      key: 'price',
      align: 'right',
      render: (_, r) => (r.isMarket ? '市价' : formatPrice(r.price, r.securityType)),
    },
    { title: '委托数量', dataIndex: 'qty', align: 'right' },
    { title: '成交数量', dataIndex: 'filledQty', align: 'right' },
    {
      title: '成交均价',
      key: 'avg',
      align: 'right',
      render: (_, r) => (r.filledQty > 0 ? formatPrice(r.filledPrice, r.securityType) : '—'),
    },
    {
      title: '状态',
      key: 'status',
      render: (_, r) => (
        <span title={r.rejectReason || undefined}>
          {orderStatusLabel(r.status) ?? String(r.status)}
        </span>
      ),
    },
    ...(onCancel
      ? [
          {
            title: '操作',
            key: 'action',
            render: (_: unknown, r: OrderRow) =>
              isCancellableOrderStatus(r.status) ? (
                <Button
                  size="small"
                  type="link"
                  loading={cancelling.includes(r.orderId)}
                  onClick={() => onCancel(r)}
                >
                  撤单
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
}

/** Columns of a fill (execution report) list. */
export function fillColumns(withDate = false): TableColumnsType<FillRow> {
  return [
    { title: '成交时间', key: 'time', render: (_, r) => when(r.time, r.tradingDate, withDate) },
    { title: '证券代码', dataIndex: 'symbol' },
    { title: '证券名称', dataIndex: 'shortName' },
    { title: '买卖', key: 'side', render: (_, r) => sideCell(r.side) },
    {
      title: '成交价格',
      key: 'price',
      align: 'right',
      render: (_, r) => formatPrice(r.price, r.securityType),
    },
    { title: '成交数量', dataIndex: 'qty', align: 'right' },
    { title: '成交金额', key: 'amount', align: 'right', render: (_, r) => formatMoney(r.amount) },
    { title: '费用', key: 'fees', align: 'right', render: (_, r) => formatMoney(r.fees) },
    { title: '类型', key: 'type', render: (_, r) => executionTypeLabel(r.execType) ?? '成交' },
  ];
}

/** Columns of the holdings list. */
export function positionColumns(): TableColumnsType<PositionRow> {
  return [
    { title: '证券代码', dataIndex: 'symbol' },
    { title: '证券名称', dataIndex: 'shortName' },
    { title: '持仓数量', dataIndex: 'qty', align: 'right' },
    { title: '可用数量', dataIndex: 'sellable', align: 'right' },
    {
      title: '成本价',
      key: 'cost',
      align: 'right',
      render: (_, r) => formatPrice(r.costPrice, r.securityType),
    },
    {
      title: '最新价',
      key: 'last',
      align: 'right',
      render: (_, r) => formatPrice(r.lastPrice, r.securityType),
    },
    { title: '市值', key: 'value', align: 'right', render: (_, r) => formatMoney(r.marketValue) },
    {
      title: '浮动盈亏',
      key: 'profit',
      align: 'right',
      render: (_, r) => <span className={trendClass(r.profit, 0)}>{formatMoney(r.profit)}</span>,
    },
    {
      title: '盈亏比例',
      key: 'ratio',
      align: 'right',
      render: (_, r) => (
        <span className={trendClass(r.profitPct, 0)}>
          {Number.isFinite(r.profitPct) ? `${r.profitPct.toFixed(2)}%` : '—'}
        </span>
      ),
    },
  ];
}
