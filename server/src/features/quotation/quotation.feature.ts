import { securitiesRoutes } from '../securities/securities.routes';
import type { Feature } from '../feature';
import { calendarRoutes } from './calendar.routes';
import { forexRoutes } from './forex.routes';
import { optionsRoutes } from './options.routes';
import { marketOf, marketSettingsFromEnv, stopMarket } from './market-service';
import { plateRoutes } from './plates.routes';
import { quotationRoutes } from './quotation.routes';
import { registerQuoteHub } from './quote-hub';
import { tickRoutes } from './tick.routes';

/**
 * Market data: quotation calls, trade-gateway security info, forex and option reference data,
 * the trading calendar and security administration. The market starts with the server when it
 * runs on a timer; in tests it starts on the first request, on a manual clock. Live quotes go
 * out over the hub (Subscribe/UnSubscribe).
 */
export const quotationFeature: Feature = async (app, ctx) => {
  await quotationRoutes(ctx)(app, ctx);
  await plateRoutes(ctx)(app, ctx);
  await tickRoutes(ctx)(app, ctx);
  await forexRoutes(ctx)(app, ctx);
  await optionsRoutes(ctx)(app, ctx);
  await calendarRoutes(ctx)(app, ctx);
  await securitiesRoutes(ctx)(app, ctx);
  // Replaces the hub's pass-through Subscribe/UnSubscribe with validating, coalescing ones.
  const stopHub = registerQuoteHub(ctx.realtime, async () => (await marketOf(ctx)).market);
  if (marketSettingsFromEnv().ticker) {
    app.addHook('onReady', async () => {
      await marketOf(ctx);
    });
  }
  app.addHook('onClose', async () => {
    stopHub();
    await stopMarket(ctx);
  });
};
