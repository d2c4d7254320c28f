import { useInjected } from '@portal/shared-kit';
import { Menu, Table, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Quote } from '../../api/market-types';
import { tradingPath } from '../../market-pages';
import { quoteColumns } from './components/quote-columns';
import { tableChange } from './components/table-change';
import { quoteListSaga } from './state/quote-list.saga';
import {
  QUOTE_LIST_KEY,
  quoteListActions as a,
  quoteListSlice,
  selectQuoteList,
} from './state/quote-list.slice';

const MARKET_PLATES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const INDUSTRY_BASE = 100;

type QuoteListState = ReturnType<typeof selectQuoteList>;

/** The plate menu: the market plates, then the industry plates with their counts. */
function plateMenuItems(plates: QuoteListState['plates']) {
  return [
    {
      key: 'market',
      type: 'group' as const,
      label: '市场',
      children: plates
        .filter((p) => MARKET_PLATES.includes(p.plateId))
        .map((p) => ({ key: String(p.plateId), label: p.plateName })),
    },
    {
      key: 'industry',
      type: 'group' as const,
      label: '行业板块',
      children: plates
        .filter((p) => p.plateId >= INDUSTRY_BASE)
        .map((p) => ({ key: String(p.plateId), label: `${p.plateName}（${p.count}）` })),
    },
  ];
}

/** The plate menu's panel; a click lists that plate. */
function PlateMenu({ plates, plateId }: Pick<QuoteListState, 'plates' | 'plateId'>) {
  const dispatch = useDispatch();
  return (
    <div className="sz-panel sz-plate-menu">
      <Menu
        mode="inline"
        selectedKeys={[String(plateId)]}
        items={plateMenuItems(plates)}
        onClick={(e) => dispatch(a.plateChosen(Number(e.key)))}
      />
    </div>
  );
}

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

  const columns = useMemo(
    () => quoteColumns(s.sort, (q) => navigate(`/SHSZMarkets/F9?code=${q.symbol}.${q.market}`)),
    [s.sort, navigate],
  );

  const onChange = (
    p: TablePaginationConfig,
    _f: unknown,
    sorter: SorterResult<Quote> | SorterResult<Quote>[],
  ) => {
    const action = tableChange(s, p, sorter);
    if (action) dispatch(action);
  };

  return (
    <div className="sz-page sz-quote-list" data-testid="quote-list">
      <div className="sz-quote-layout">
        <PlateMenu plates={s.plates} plateId={s.plateId} />
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
