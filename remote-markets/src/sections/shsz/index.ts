import { guardedSection } from '../../common/section-guard';
import { ShszRoutes } from './section-routes';

/** Market section SHSZMarkets: exposed as `remote_markets/SHSZMarkets`. */
export const section = guardedSection('SHSZMarkets', ShszRoutes);
