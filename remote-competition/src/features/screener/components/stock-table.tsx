import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useOpenDeepData } from '../../../common/deep-data-context';
import type { IndicatorDef, StockRow } from '../api/stockpick-types';

/** Indicators every result shows besides those the conditions name. */
const ALWAYS = ['price', 'changePct', 'pe', 'roe', 'marketValue'];

export interface StockTableProps {
  rows: StockRow[];
  defs: Map<string, IndicatorDef>;
  /** Indicators of the conditions (shown after the fixed ones). */
  indicatorIds: string[];
  loading?: boolean;
  total?: number;
  page?: number;
  pageSize?: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  onPage?: (page: number) => void;
  onSort?: (indexId: string | undefined, order: 'asc' | 'desc') => void;
}

const tone = (v: number) => (v > 0 ? 'cmp-up' : v < 0 ? 'cmp-down' : undefined);

/** One indicator's column: its name and unit, sortable when the table sorts, its digits. */
function indicatorColumn(id: string, p: StockTableProps) {
  const d = p.defs.get(id);
  return {
    title: d ? `${d.indexName}${d.unit ? `(${d.unit})` : ''}` : id,
    dataIndex: id,
    align: 'right' as const,
    sorter: !!p.onSort,
    sortOrder:
      p.sortBy === id
        ? p.sortOrder === 'desc'
          ? ('descend' as const)
          : ('ascend' as const)
        : null,
    render: (v: number | null) =>
      v === null || v === undefined ? (
        '—'
      ) : (
        <span className={id === 'changePct' ? tone(v) : undefined}>
          {v.toFixed(d?.digits ?? 2)}
        </span>
      ),
  };
}

/**
 * Screen results: code, name, industry and indicator columns, sorted and paged by the server;
 * each row opens the trading page or the deep data.
 */
export function StockTable(p: StockTableProps) {
  const navigate = useNavigate();
  const open = useOpenDeepData();
  const ids = [...ALWAYS, ...p.indicatorIds.filter((id) => !ALWAYS.includes(id))];
  const columns: TableColumnsType<StockRow> = [
    { title: '代码', dataIndex: 'symbol', width: 90 },
    { title: '名称', dataIndex: 'shortName', width: 110 },
    { title: '行业', dataIndex: 'industry', width: 100 },
    ...ids.map((id) => indicatorColumn(id, p)),
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 150,
      render: (_: unknown, r: StockRow) => (
        <Space size={4}>
          <Button
            size="small"
            type="link"
            onClick={() => navigate(`/SHSZMarkets/index?code=${r.symbol}.${r.market}`)}
          >
            交易
          </Button>
          <Button
            size="small"
            type="link"
            onClick={() => open({ symbol: r.symbol, market: r.market })}
          >
            深度资料
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<StockRow>
      size="small"
      rowKey={(r) => `${r.symbol}.${r.market}`}
      columns={columns}
      dataSource={p.rows}
      loading={p.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无符合条件的股票' }}
      pagination={
        p.onPage
          ? {
              current: p.page,
              pageSize: p.pageSize,
              total: p.total,
              showSizeChanger: false,
              showTotal: (t) => `共${t}只`,
            }
          : false
      }
      onChange={(pg, _f, sorter) => {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = typeof s?.field === 'string' ? s.field : undefined;
        if (
          p.onSort &&
          (field !== p.sortBy || (s?.order === 'descend') !== (p.sortOrder === 'desc'))
        )
          p.onSort(s?.order ? field : undefined, s?.order === 'descend' ? 'desc' : 'asc');
        else if (pg.current && pg.current !== p.page) p.onPage?.(pg.current);
      }}
    />
  );
}
