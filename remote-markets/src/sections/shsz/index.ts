import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { ShszRoutes } from './section-routes';

/** Market section SHSZMarkets: exposed as `remote_markets/SHSZMarkets`. */
export const section = {
  id: 'SHSZMarkets' as const,
  title: MARKET_SECTION_TITLES.SHSZMarkets,
  Routes: ShszRoutes,
};
