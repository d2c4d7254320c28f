import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { HkMarketsRoutes } from './section-routes';

/** Market section HKMarkets: exposed as `remote_markets/HKMarkets`. */
export const section = {
  id: 'HKMarkets' as const,
  title: MARKET_SECTION_TITLES.HKMarkets,
  Routes: HkMarketsRoutes,
};
