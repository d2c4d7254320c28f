import type { Feature } from '../feature';
import { openFuturesDemoAccounts, seedFuturesDemo } from './futures-demo';
import { marketSettingsFromEnv } from '../quotation';
import { tradingOf } from '../trading';
import { futuresQueryRoutes } from './futures-query.routes';
import { futuresRecordRoutes } from './futures-records.routes';
import { futuresTestRoutes } from './futures-test.routes';
import { futuresTradeRoutes } from './futures-trade.routes';

/**
 * Futures (商品期货 /futures, 金融期货 /financeFutures): order entry with 开平, max lots, capital,
 * long/short holdings, today's orders and fills, settlement statements and trade parameters.
 * Orders go through the one exchange pipeline (`TradingEngine.place`); the futures asset class
 * (`domain/futures`) books them.
 */
export const futuresFeature: Feature = async (app, ctx) => {
  for (const routes of [
    futuresTradeRoutes,
    futuresQueryRoutes,
    futuresRecordRoutes,
    futuresTestRoutes,
  ])
    await routes(ctx)(app, ctx);
  if (ctx.config.seedDemoData)
    app.addHook('onReady', async () => {
      await seedFuturesDemo(ctx.db, ctx.clock.now());
      // The exchange runs with the server when the market ticks (as `npm start` runs it).
      if (marketSettingsFromEnv().ticker)
        await openFuturesDemoAccounts(ctx.db, (await tradingOf(ctx)).openAccount);
    });
};
