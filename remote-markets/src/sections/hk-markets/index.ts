import { guardedSection } from '../../common/section-guard';
import { HkMarketsRoutes } from './section-routes';

/** Market section HKMarkets: exposed as `remote_markets/HKMarkets`. */
export const section = guardedSection('HKMarkets', HkMarketsRoutes);
