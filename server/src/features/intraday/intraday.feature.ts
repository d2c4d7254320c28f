import type { Feature } from '../feature';
import { openDemoAccounts, seedDemoContest } from '../demo-contests';
import { marketSettingsFromEnv } from '../quotation';
import { tradingOf } from '../trading';
import { startCutoffJob } from './cutoff.job';
import { INTRADAY_DEMO } from './intraday-demo';
import { IntradayRepository } from './intraday.repository';
import { intradayQueryRoutes } from './intraday-query.routes';
import { intradayTestRoutes } from './intraday-test.routes';
import { intradayTradeRoutes } from './intraday-trade.routes';

/**
 * The intraday round trip (日内回转, contest type 4, /RotaryTradingDays): order entry limited
 * to the contest's codes, T+0, the cut-off job that closes what is open (强平), the desk with
 * today's round trips, daily P&L and the ranking by it. Orders go through the one exchange
 * pipeline; the intraday asset class (`domain/intraday`) books them.
 */
export const intradayFeature: Feature = async (app, ctx) => {
  for (const routes of [intradayTradeRoutes, intradayQueryRoutes, intradayTestRoutes])
    await routes(ctx)(app, ctx);
  const ticker = marketSettingsFromEnv().ticker;
  let job: { stop: () => void } | undefined;
  app.addHook('onReady', async () => {
    const id = ctx.config.seedDemoData
      ? await seedDemoContest(ctx.db, ctx.clock.now(), INTRADAY_DEMO)
      : undefined;
    // The exchange and the cut-off run with the server when the market ticks (as `npm start`).
    if (!ticker) return;
    const svc = await tradingOf(ctx);
    if (id !== undefined)
      await openDemoAccounts(ctx.db, id, INTRADAY_DEMO.initialRMB, svc.openAccount);
    job = startCutoffJob(svc, new IntradayRepository(ctx.db), () => ctx.cluster.isLeader());
  });
  app.addHook('onClose', async () => job?.stop());
};
