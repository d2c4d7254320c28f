import { guardedSection } from '../../common/section-guard';
import { ForeignExchangeRoutes } from './section-routes';

/** Market section ForeignExchange: exposed as `remote_markets/ForeignExchange`. */
export const section = guardedSection('ForeignExchange', ForeignExchangeRoutes);
