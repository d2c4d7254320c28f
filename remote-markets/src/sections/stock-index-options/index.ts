import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { StockIndexOptionsRoutes } from './section-routes';

/** Market section StockIndexOptions: exposed as `remote_markets/StockIndexOptions`. */
export const section = {
  id: 'StockIndexOptions' as const,
  title: MARKET_SECTION_TITLES.StockIndexOptions,
  Routes: StockIndexOptionsRoutes,
};
