import { guardedSection } from '../../common/section-guard';
import { MarginTradingRoutes } from './section-routes';

/** Market section MarginTrading: exposed as `remote_markets/MarginTrading`. */
export const section = guardedSection('MarginTrading', MarginTradingRoutes);
