import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { CommodityOptionsRoutes } from './section-routes';

/** Market section CommodityOptions: exposed as `remote_markets/CommodityOptions`. */
export const section = {
  id: 'CommodityOptions' as const,
  title: MARKET_SECTION_TITLES.CommodityOptions,
  Routes: CommodityOptionsRoutes,
};
