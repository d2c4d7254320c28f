import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { HkStockRoutes } from './section-routes';

/** Market section HKStock: exposed as `remote_markets/HKStock`. */
export const section = {
  id: 'HKStock' as const,
  title: MARKET_SECTION_TITLES.HKStock,
  Routes: HkStockRoutes,
};
