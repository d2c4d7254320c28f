import { formatUnit, formatVolume, quoteDecimals } from '@portal/shared-kit';
import { Button, type TableColumnsType } from 'antd';
import { securityKind } from '../../../../../common';
import type { Quote } from '../../../api/market-types';
import type { QuoteSort } from '../api/get-quote-page';

const cls = (v: number) => (v > 0 ? 'sz-up' : v < 0 ? 'sz-down' : '');
const dec = (q: Quote) => quoteDecimals(securityKind(q.securityType), q.market);
const num = (v: number, d: number) => (Number.isFinite(v) ? v.toFixed(d) : '—');

/** Columns of the quote list: sortable on the server, red up and green down, a 深度资料 link. */
export function quoteColumns(
  sort: QuoteSort,
  onDeepData: (q: Quote) => void,
): TableColumnsType<Quote> {
  const sorted = (key: string) =>
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
    {
      title: '最新价',
      key: 'last',
      align: 'right',
      sorter: true,
      sortOrder: sorted('last'),
      render: (_, q) => <span className={cls(q.change)}>{num(q.last, dec(q))}</span>,
    },
    {
      title: '涨跌幅',
      key: 'changePct',
      align: 'right',
      sorter: true,
      sortOrder: sorted('changePct'),
      render: (_, q) => <span className={cls(q.change)}>{`${num(q.changePct, 2)}%`}</span>,
    },
    {
      title: '涨跌额',
      key: 'change',
      align: 'right',
      sorter: true,
      sortOrder: sorted('change'),
      render: (_, q) => <span className={cls(q.change)}>{num(q.change, dec(q))}</span>,
    },
    {
      title: '成交量',
      key: 'volume',
      align: 'right',
      sorter: true,
      sortOrder: sorted('volume'),
      render: (_, q) => formatVolume(q.volume, q.market, securityKind(q.securityType)),
    },
    {
      title: '成交额',
      key: 'amount',
      align: 'right',
      sorter: true,
      sortOrder: sorted('amount'),
      render: (_, q) => formatUnit(q.amount),
    },
    {
      title: '最高',
      key: 'high',
      align: 'right',
      sorter: true,
      sortOrder: sorted('high'),
      render: (_, q) => num(q.high, dec(q)),
    },
    {
      title: '最低',
      key: 'low',
      align: 'right',
      sorter: true,
      sortOrder: sorted('low'),
      render: (_, q) => num(q.low, dec(q)),
    },
    { title: '今开', key: 'open', align: 'right', render: (_, q) => num(q.open, dec(q)) },
    { title: '昨收', key: 'preClose', align: 'right', render: (_, q) => num(q.preClose, dec(q)) },
    {
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
    },
  ];
}
