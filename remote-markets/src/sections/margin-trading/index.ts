import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { MarginTradingRoutes } from './section-routes';

/** Market section MarginTrading: exposed as `remote_markets/MarginTrading`. */
export const section = {
  id: 'MarginTrading' as const,
  title: MARKET_SECTION_TITLES.MarginTrading,
  Routes: MarginTradingRoutes,
};
