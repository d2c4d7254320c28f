import { guardedSection } from '../../common/section-guard';
import { StockOptionsRoutes } from './section-routes';

/** Market section StockOptions: exposed as `remote_markets/StockOptions`. */
export const section = guardedSection('StockOptions', StockOptionsRoutes);
