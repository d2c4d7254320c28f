import { guardedSection } from '../../common/section-guard';
import { CommodityOptionsRoutes } from './section-routes';

/** Market section CommodityOptions: exposed as `remote_markets/CommodityOptions`. */
export const section = guardedSection('CommodityOptions', CommodityOptionsRoutes);
