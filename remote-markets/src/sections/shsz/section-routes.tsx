import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionLayout } from './layout/section-layout';
import { MARKET_PAGE_LIST } from './market-pages';

// Each page loads its own chunk: the chart library only with a trading page.
const TradingPage = lazy(() =>
  import('./features/trading/trading-page').then((m) => ({ default: m.TradingPage })),
);
const QueryCenterPage = lazy(() =>
  import('./features/query-center/query-center-page').then((m) => ({ default: m.QueryCenterPage })),
);
const QuoteListPage = lazy(() =>
  import('./features/quote-list/quote-list-page').then((m) => ({ default: m.QuoteListPage })),
);
const DeepDataPage = lazy(() =>
  import('./features/deep-data/deep-data-page').then((m) => ({ default: m.DeepDataPage })),
);

/** Routes of the SHSZMarkets section, relative to the site root. */
export function ShszRoutes() {
  return (
    <Routes>
      <Route path="SHSZMarkets" element={<SectionLayout />}>
        <Route index element={<Navigate to="/SHSZMarkets/index" replace />} />
        {MARKET_PAGE_LIST.map((p) => (
          <Route key={p.key} path={p.path} element={<TradingPage key={p.key} page={p.key} />} />
        ))}
        <Route path="Plate" element={<Navigate to="/SHSZMarkets/index" replace />} />
        <Route path="QueryCenter" element={<QueryCenterPage />} />
        <Route path="QuoteList" element={<QuoteListPage />} />
        <Route path="F9" element={<DeepDataPage />} />
        <Route path="*" element={<Navigate to="/SHSZMarkets/index" replace />} />
      </Route>
      <Route path="*" element={<Navigate to="/index" replace />} />
    </Routes>
  );
}
