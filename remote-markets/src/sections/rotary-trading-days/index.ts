import { guardedSection } from '../../common/section-guard';
import { RotaryTradingDaysRoutes } from './section-routes';

/** Market section RotaryTradingDays: exposed as `remote_markets/RotaryTradingDays`. */
export const section = guardedSection('RotaryTradingDays', RotaryTradingDaysRoutes);
