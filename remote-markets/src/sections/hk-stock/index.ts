import { guardedSection } from '../../common/section-guard';
import { HkStockRoutes } from './section-routes';

/** Market section HKStock: exposed as `remote_markets/HKStock`. */
export const section = guardedSection('HKStock', HkStockRoutes);
