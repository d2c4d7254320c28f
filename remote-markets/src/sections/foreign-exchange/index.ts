import { MARKET_SECTION_TITLES } from '@portal/shared-kit';
import { ForeignExchangeRoutes } from './section-routes';

/** Market section ForeignExchange: exposed as `remote_markets/ForeignExchange`. */
export const section = {
  id: 'ForeignExchange' as const,
  title: MARKET_SECTION_TITLES.ForeignExchange,
  Routes: ForeignExchangeRoutes,
};
