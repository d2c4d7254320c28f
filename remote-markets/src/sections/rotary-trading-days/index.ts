import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { RotaryTradingDaysRoutes } from './section-routes';

/** Market section RotaryTradingDays: exposed as `remote_markets/RotaryTradingDays`. */
export const section = {
  id: 'RotaryTradingDays' as const,
  title: MARKET_SECTION_TITLES.RotaryTradingDays,
  Routes: RotaryTradingDaysRoutes,
};
