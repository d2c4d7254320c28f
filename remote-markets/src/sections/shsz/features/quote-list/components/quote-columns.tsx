import { formatUnit, formatVolume, quoteDecimals } from '@portal/shared-kit';
import { Button, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { securityKind } from '../../../../../common';
import type { Quote } from '../../../api/market-types';
import type { QuoteSort } from '../api/get-quote-page';

const cls = (v: number) => (v > 0 ? 'sz-up' : v < 0 ? 'sz-down' : '');
const dec = (q: Quote) => quoteDecimals(securityKind(q.securityType), q.market);
const num = (v: number, d: number) => (Number.isFinite(v) ? v.toFixed(d) : '—');

type Column = TableColumnsType<Quote>[number];
type Sorted = (key: string) => 'ascend' | 'descend' | null;
type Render = (value: unknown, q: Quote) => ReactNode;

/** A right-aligned column the server sorts by its key. */
const sortable = (sorted: Sorted, title: string, key: string, render: Render): Column => ({
  title,
  key,
  align: 'right',
  sorter: true,
  sortOrder: sorted(key),
  render,
});

/** 最新价, 涨跌幅, 涨跌额: red up, green down. */
const movementColumns = (sorted: Sorted): Column[] => [
  sortable(sorted, '最新价', 'last', (_, q) => (
    <span className={cls(q.change)}>{num(q.last, dec(q))}</span>
  )),
  sortable(sorted, '涨跌幅', 'changePct', (_, q) => (
    <span className={cls(q.change)}>{`${num(q.changePct, 2)}%`}</span>
  )),
  sortable(sorted, '涨跌额', 'change', (_, q) => (
    <span className={cls(q.change)}>{num(q.change, dec(q))}</span>
  )),
];

/** 成交量, 成交额, 最高, 最低. */
const tradeColumns = (sorted: Sorted): Column[] => [
  sortable(sorted, '成交量', 'volume', (_, q) =>
    formatVolume(q.volume, q.market, securityKind(q.securityType)),
  ),
  sortable(sorted, '成交额', 'amount', (_, q) => formatUnit(q.amount)),
  sortable(sorted, '最高', 'high', (_, q) => num(q.high, dec(q))),
  sortable(sorted, '最低', 'low', (_, q) => num(q.low, dec(q))),
];

/** 操作: the 深度资料 link, which does not open the row's trading page. */
const deepDataColumn = (onDeepData: (q: Quote) => void): Column => ({
  title: '操作',
  render: (_, q) => (
    <Button
      size="small"
      type="link"
      onClick={(e) => {
        e.stopPropagation();
        onDeepData(q);
      }}
    >
      深度资料
    </Button>
  ),
});

/** Columns of the quote list: sortable on the server, red up and green down, a 深度资料 link. */
export function quoteColumns(
  sort: QuoteSort,
  onDeepData: (q: Quote) => void,
): TableColumnsType<Quote> {
  const sorted: Sorted = (key) =>
    sort.orderBy === key ? (sort.sortord === 'asc' ? 'ascend' : 'descend') : null;
  return [
    {
      title: '代码',
      dataIndex: 'symbol',
      key: 'symbol',
      sorter: true,
      sortOrder: sorted('symbol'),
    },
    { title: '名称', dataIndex: 'shortName' },
    ...movementColumns(sorted),
    ...tradeColumns(sorted),
    { title: '今开', key: 'open', align: 'right', render: (_, q) => num(q.open, dec(q)) },
    { title: '昨收', key: 'preClose', align: 'right', render: (_, q) => num(q.preClose, dec(q)) },
    deepDataColumn(onDeepData),
  ];
}
