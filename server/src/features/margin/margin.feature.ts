import type { Feature } from '../feature';
import { marginDirectRoutes } from './margin-direct.routes';
import { marginQueryRoutes } from './margin-query.routes';
import { marginRecordRoutes } from './margin-records.routes';
import { marginTradeRoutes } from './margin-trade.routes';

/**
 * Margin trading (融资融券, /MarginTrading): credit orders of the eight kinds, max volumes, credit
 * assets with the maintenance ratio, debt contracts, collateral, eligible list, orders and fills.
 * Orders go through the one exchange pipeline (`TradingEngine.place`); the margin asset class
 * (`domain/margin`) books them.
 */
export const marginFeature: Feature = async (app, ctx) => {
  for (const routes of [
    marginTradeRoutes,
    marginDirectRoutes,
    marginQueryRoutes,
    marginRecordRoutes,
  ])
    await routes(ctx)(app, ctx);
};
