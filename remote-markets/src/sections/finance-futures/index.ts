import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { FinanceFuturesRoutes } from './section-routes';

/** Market section financeFutures: exposed as `remote_markets/financeFutures`. */
export const section = {
  id: 'financeFutures' as const,
  title: MARKET_SECTION_TITLES.financeFutures,
  Routes: FinanceFuturesRoutes,
};
