import { useInjected } from '@portal/shared-kit';
import { Spin, Tabs } from 'antd';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { MARKET_PAGES, type MarketPageKey } from '../../market-pages';
import { AssetBar } from './components/asset-bar';
import { FillsTable, OrdersTable, PositionsTable } from './components/account-tables';
import { OrderBook } from './components/order-book';
import { OrderTicket } from './components/order-ticket';
import { PeriodSwitch, PriceChart } from './components/price-chart';
import { QuoteHeader } from './components/quote-header';
import { SecuritySearch } from './components/security-search';
import { tradingSaga } from './state/trading.saga';
import { selectLoadingSecurity, TRADING_KEY } from './state/trading.selectors';
import { tradingActions, tradingSlice } from './state/trading.slice';

/**
 * A trading page of the section (A股, 基金, 债券, 北交所): search, quote, chart, book, ticket and
 * the account's positions, orders and fills. The security comes from `?code=`, else the page's
 * default. Every block selects only its own slice of state.
 */
export function TradingPage({ page }: { page: MarketPageKey }) {
  useInjected({ key: TRADING_KEY, reducer: tradingSlice.reducer, saga: tradingSaga });
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const code = params.get('code') ?? MARKET_PAGES[page].defaultSymbol;
  const loading = useSelector(selectLoadingSecurity);

  useEffect(() => {
    dispatch(tradingActions.pageEntered({ page }));
    return () => {
      dispatch(tradingActions.pageLeft());
    };
  }, [dispatch, page]);
  useEffect(() => {
    dispatch(tradingActions.securityRequested({ symbol: code }));
  }, [dispatch, code, page]);

  const pick = useCallback((c: string) => setParams({ code: c }), [setParams]);

  return (
    <div className="sz-trading" data-page={page}>
      <div className="sz-toolbar">
        <SecuritySearch onPick={pick} />
        {loading && <Spin size="small" />}
        <QuoteHeader />
      </div>
      <div className="sz-main">
        <OrderTicket />
        <div className="sz-chart-panel">
          <div className="sz-panel-head">
            <PeriodSwitch />
          </div>
          <PriceChart />
        </div>
        <OrderBook />
      </div>
      <div className="sz-account">
        <AssetBar />
        <Tabs
          size="small"
          items={[
            { key: 'positions', label: '持仓', children: <PositionsTable onPick={pick} /> },
            { key: 'orders', label: '当日委托', children: <OrdersTable /> },
            { key: 'fills', label: '当日成交', children: <FillsTable /> },
          ]}
        />
      </div>
    </div>
  );
}
