import { securitiesRoutes } from '../securities';
import type { ClusterRuntime } from '../../cluster';
import type { MarketTime, Quote } from '../../domain/market';
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
  // Replaces the hub's pass-through Subscribe/UnSubscribe with validating, coalescing ones. In a
  // cluster every process pushes the steps the leader publishes over Redis (server/CLUSTER.md).
  const cluster = ctx.cluster.enabled ? ctx.cluster : undefined;
  const stopHub = registerQuoteHub(
    ctx.realtime,
    async () => (await marketOf(ctx)).market,
    cluster ? { ticks: (l) => cluster.onQuotes((b) => l(b.quotes, b.t)), localPush: true } : {},
  );
  let stopPublish = () => undefined as unknown;
  if (marketSettingsFromEnv().ticker) {
    app.addHook('onReady', async () => {
      const { market } = await marketOf(ctx);
      if (cluster) stopPublish = market.onTicks((quotes, t) => publishStep(cluster, quotes, t));
    });
  }
  app.addHook('onClose', async () => {
    stopPublish();
    stopHub();
    await stopMarket(ctx);
  });
};

/** The leader publishes each market step to every process (followers only listen). */
function publishStep(cluster: ClusterRuntime, quotes: Quote[], t: MarketTime): void {
  const l = cluster.leadership();
  if (l.leader) cluster.publishQuotes({ epoch: l.epoch, t, quotes });
}
