import { guardedSection } from '../../common/section-guard';
import { FuturesRoutes } from './section-routes';

/** Market section futures: exposed as `remote_markets/futures`. */
export const section = guardedSection('futures', FuturesRoutes);
