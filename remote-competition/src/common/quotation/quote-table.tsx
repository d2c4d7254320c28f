import { formatMoney, formatUnit, pricePrecision } from '@portal/shared-kit';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { QuoteRow } from './get-quotes';

const signed = (v: number, text: string) => (
  <span className={v > 0 ? 'cmp-up' : v < 0 ? 'cmp-down' : undefined}>{text}</span>
);

/** A price with the decimals of its security type (spec §5: 2 for types 1, 19, 21; 3 otherwise). */
const price = (v: number, r: QuoteRow) => formatMoney(v, pricePrecision(r.securityType));

/** Figures stay on one line ("8497.30万", never "8497.30/万"). */
const nowrap = { className: 'cmp-nowrap' };

const FIGURES: ColumnsType<QuoteRow> = [
  { title: '代码', dataIndex: 'symbol', width: 90 },
  { title: '名称', dataIndex: 'shortName', width: 140, ellipsis: true },
  {
    title: '最新价',
    dataIndex: 'last',
    align: 'right',
    render: (v: number, r) => signed(r.change, price(v, r)),
  },
  {
    title: '涨跌幅',
    dataIndex: 'changePct',
    align: 'right',
    sorter: (a, b) => a.changePct - b.changePct,
    render: (v: number) => signed(v, `${formatMoney(v)}%`),
  },
  {
    title: '涨跌',
    dataIndex: 'change',
    align: 'right',
    render: (v: number, r) => signed(v, price(v, r)),
  },
  { title: '开盘', dataIndex: 'open', align: 'right', render: price },
  { title: '最高', dataIndex: 'high', align: 'right', render: price },
  { title: '最低', dataIndex: 'low', align: 'right', render: price },
  {
    title: '昨收',
    dataIndex: 'preClose',
    align: 'right',
    render: price,
  },
  {
    title: '成交量',
    dataIndex: 'volume',
    align: 'right',
    sorter: (a, b) => a.volume - b.volume,
    render: (v: number) => formatUnit(v),
  },
  {
    title: '成交额',
    dataIndex: 'amount',
    align: 'right',
    sorter: (a, b) => a.amount - b.amount,
    render: (v: number) => formatUnit(v),
  },
];

const COLUMNS: ColumnsType<QuoteRow> = FIGURES.map((c) =>
  c.align === 'right' ? { ...c, ...nowrap } : c,
);

/** Props of a quote list. */
export interface QuoteTableProps {
  rows: QuoteRow[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onOpen?: (row: QuoteRow) => void;
  extraColumns?: ColumnsType<QuoteRow>;
}

/** A paged quote list; a row click opens the security. */
export function QuoteTable(p: QuoteTableProps) {
  return (
    <Table<QuoteRow>
      size="small"
      rowKey={(r) => `${r.symbol}.${r.market}`}
      columns={[...COLUMNS, ...(p.extraColumns ?? [])]}
      dataSource={p.rows}
      loading={p.loading}
      onRow={(r) => ({ onClick: () => p.onOpen?.(r) })}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: p.page,
        pageSize: p.pageSize,
        total: p.total,
        showSizeChanger: false,
        onChange: p.onPage,
      }}
    />
  );
}
