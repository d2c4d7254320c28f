import type { Feature } from '../feature';
import { marketOf, marketSettingsFromEnv } from '../quotation';
import { tradingOf } from '../trading';
import { openOptionsDemoAccounts, seedOptionsDemo } from './options-demo';
import { optionsHistoryRoutes } from './options-history.routes';
import { optionsOpsRoutes } from './options-ops.routes';
import { optionsQueryRoutes } from './options-query.routes';
import { optionsRecordRoutes } from './options-records.routes';
import { optionsTradeRoutes } from './options-trade.routes';
import { startStrikeListing } from './strike-listing';

/**
 * Options (个股期权 /StockOptions, 股指期权 /StockIndexOptions, 商品期权 /CommodityOptions): the
 * spec §7 SOTrade and SOQuery calls. Orders go through the one exchange pipeline
 * (`TradingEngine.place`); the options asset class (`domain/options`) books them. Quotes and
 * contract lists are the quotation feature's (`quotation/options.routes.ts`).
 */
export const optionsFeature: Feature = async (app, ctx) => {
  for (const routes of [
    optionsTradeRoutes,
    optionsQueryRoutes,
    optionsRecordRoutes,
    optionsHistoryRoutes,
    optionsOpsRoutes,
  ])
    await routes(ctx)(app, ctx);
  let stopListing: (() => void) | undefined;
  app.addHook('onClose', async () => stopListing?.());
  if (ctx.config.seedDemoData)
    app.addHook('onReady', async () => {
      await seedOptionsDemo(ctx.db, ctx.clock.now());
      // The exchange runs with the server when the market ticks (as `npm start` runs it).
      if (marketSettingsFromEnv().ticker) {
        await openOptionsDemoAccounts(ctx.db, (await tradingOf(ctx)).openAccount);
        // New strikes around the current underlying prices, now and after each rollover.
        stopListing = startStrikeListing(await marketOf(ctx), (e) => app.log.error(e));
      }
    });
};
