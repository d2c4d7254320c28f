import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { FuturesRoutes } from './section-routes';

/** Market section futures: exposed as `remote_markets/futures`. */
export const section = {
  id: 'futures' as const,
  title: MARKET_SECTION_TITLES.futures,
  Routes: FuturesRoutes,
};
