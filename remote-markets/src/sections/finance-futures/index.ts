import { guardedSection } from '../../common/section-guard';
import { FinanceFuturesRoutes } from './section-routes';

/** Market section financeFutures: exposed as `remote_markets/financeFutures`. */
export const section = guardedSection('financeFutures', FinanceFuturesRoutes);
