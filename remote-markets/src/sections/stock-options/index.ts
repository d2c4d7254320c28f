import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { StockOptionsRoutes } from './section-routes';

/** Market section StockOptions: exposed as `remote_markets/StockOptions`. */
export const section = {
  id: 'StockOptions' as const,
  title: MARKET_SECTION_TITLES.StockOptions,
  Routes: StockOptionsRoutes,
};
