import type { Feature } from '../feature';
import { openDemoAccounts, seedDemoContest } from '../demo-contests';
import { marketSettingsFromEnv } from '../quotation';
import { tradingOf } from '../trading';
import { MARGIN_DEMO } from './margin-demo';
import { marginDirectRoutes } from './margin-direct.routes';
import { marginExportRoutes } from './margin-export.routes';
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
    marginExportRoutes,
  ])
    await routes(ctx)(app, ctx);
  if (!ctx.config.seedDemoData) return;
  // The demo margin contest with the demo students enrolled; their accounts open when the
  // exchange runs with the server (as `npm start` runs it).
  app.addHook('onReady', async () => {
    const id = await seedDemoContest(ctx.db, ctx.clock.now(), MARGIN_DEMO);
    if (id !== undefined && marketSettingsFromEnv().ticker)
      await openDemoAccounts(
        ctx.db,
        id,
        MARGIN_DEMO.initialRMB,
        (await tradingOf(ctx)).openAccount,
      );
  });
};
