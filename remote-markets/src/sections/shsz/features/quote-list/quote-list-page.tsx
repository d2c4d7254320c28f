import { formatUnit, formatVolume, quoteDecimals, useInjected } from '@portal/shared-kit';
import { Button, Menu, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { securityKind } from '../../../../common';
import type { Quote } from '../../api/market-types';
import { tradingPath } from '../../market-pages';
import { quoteListSaga } from './state/quote-list.saga';
import {
  QUOTE_LIST_KEY,
  quoteListActions as a,
  quoteListSlice,
  selectQuoteList,
} from './state/quote-list.slice';

const MARKET_PLATES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const INDUSTRY_BASE = 100;

const cls = (v: number) => (v > 0 ? 'sz-up' : v < 0 ? 'sz-down' : '');
const dec = (q: Quote) => quoteDecimals(securityKind(q.securityType), q.market);
const num = (v: number, d: number) => (Number.isFinite(v) ? v.toFixed(d) : '—');

/**
 * Market center quote list: plates by market and industry, server-side sorting and paging, live
 * rows; a row opens the trading page, 深度资料 opens the F9 page. `?plate=<id>` picks the plate.
 */
export function QuoteListPage() {
  useInjected({ key: QUOTE_LIST_KEY, reducer: quoteListSlice.reducer, saga: quoteListSaga });
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plateParam = params.get('plate');
  const s = useSelector(selectQuoteList);

  useEffect(() => {
    dispatch(a.opened(plateParam === null ? {} : { plateId: Number(plateParam) }));
    return () => {
      dispatch(a.closed());
    };
  }, [dispatch, plateParam]);

  const sorted = (key: string) =>
    s.sort.orderBy === key ? (s.sort.sortord === 'asc' ? 'ascend' : 'descend') : null;
  const columns: TableColumnsType<Quote> = [
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
            navigate(`/SHSZMarkets/F9?code=${q.symbol}.${q.market}`);
          }}
        >
          深度资料
        </Button>
      ),
    },
  ];

  const onChange = (
    p: TablePaginationConfig,
    _f: unknown,
    sorter: SorterResult<Quote> | SorterResult<Quote>[],
  ) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = typeof one?.columnKey === 'string' ? one.columnKey : undefined;
    const order = one?.order;
    if (
      key &&
      order &&
      (key !== s.sort.orderBy || (order === 'ascend') !== (s.sort.sortord === 'asc'))
    ) {
      dispatch(a.sortChanged({ orderBy: key, sortord: order === 'ascend' ? 'asc' : 'desc' }));
      return;
    }
    if (p.current !== s.pageIndex || p.pageSize !== s.pageSize) {
      dispatch(a.pageChanged({ pageIndex: p.current ?? 1, pageSize: p.pageSize ?? s.pageSize }));
    }
  };

  const menuItems = [
    {
      key: 'market',
      type: 'group' as const,
      label: '市场',
      children: s.plates
        .filter((p) => MARKET_PLATES.includes(p.plateId))
        .map((p) => ({ key: String(p.plateId), label: p.plateName })),
    },
    {
      key: 'industry',
      type: 'group' as const,
      label: '行业板块',
      children: s.plates
        .filter((p) => p.plateId >= INDUSTRY_BASE)
        .map((p) => ({ key: String(p.plateId), label: `${p.plateName}（${p.count}）` })),
    },
  ];

  return (
    <div className="sz-page sz-quote-list" data-testid="quote-list">
      <div className="sz-quote-layout">
        <div className="sz-panel sz-plate-menu">
          <Menu
            mode="inline"
            selectedKeys={[String(s.plateId)]}
            items={menuItems}
            onClick={(e) => dispatch(a.plateChosen(Number(e.key)))}
          />
        </div>
        <div className="sz-panel">
          <Table
            size="small"
            rowKey={(q) => `${q.symbol}.${q.market}`}
            columns={columns}
            dataSource={s.rows}
            loading={s.loading && s.rows.length === 0}
            onChange={onChange}
            rowClassName="sz-clickable"
            onRow={(q) => ({ onClick: () => navigate(tradingPath(q)) })}
            pagination={{
              current: s.pageIndex,
              pageSize: s.pageSize,
              total: s.total,
              showSizeChanger: true,
              pageSizeOptions: [20, 50, 100],
              showTotal: (t) => `共 ${t} 只`,
            }}
          />
        </div>
      </div>
    </div>
  );
}
