import { guardedSection } from '../../common/section-guard';
import { StockIndexOptionsRoutes } from './section-routes';

/** Market section StockIndexOptions: exposed as `remote_markets/StockIndexOptions`. */
export const section = guardedSection('StockIndexOptions', StockIndexOptionsRoutes);
