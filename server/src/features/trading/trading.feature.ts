import { DEFAULT_INITIAL_FUNDS_RMB } from '@portal/shared-kit/domain';
import { DEMO_ACCOUNTS } from '../../demo/demo-data';
import type { Feature } from '../feature';
import { marketSettingsFromEnv } from '../quotation';
import { exportRoutes } from './export.routes';
import { listRoutes } from './list.routes';
import { marketTestRoutes } from './market-test.routes';
import { queryRoutes } from './query.routes';
import { tradeRoutes } from './trade.routes';
import { transferRoutes } from './transfer.routes';
import { DEFAULT_MATCH_ID, stopTrading, tradingOf } from './trading-service';

/**
 * The exchange: order entry and cancel, queries, lists, exports and transfers. It starts with the
 * server (resuming working orders and catching up settlement) when the market runs on a timer,
 * otherwise on the first trading call; demo students get their default-contest accounts.
 */
export const tradingFeature: Feature = async (app, ctx) => {
  for (const routes of [
    tradeRoutes,
    queryRoutes,
    listRoutes,
    exportRoutes,
    transferRoutes,
    marketTestRoutes,
  ])
    await routes(ctx)(app, ctx);
  if (marketSettingsFromEnv().ticker) {
    app.addHook('onReady', async () => {
      const svc = await tradingOf(ctx);
      if (ctx.config.seedDemoData) await seedDemoTraders(ctx.db, svc.openAccount);
    });
  }
  app.addHook('onClose', async () => stopTrading(ctx));
};

/** Opens the default-contest accounts (spec §9: 2,300,000 RMB) of the demo students; idempotent. */
export async function seedDemoTraders(
  db: { query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> },
  open: (userId: number, matchId: number, initialCash: number) => Promise<number>,
): Promise<number> {
  const names = DEMO_ACCOUNTS.filter((a) => a.role === 'student').map((a) => a.userName);
  const users = await db.query<{ id: number }>('SELECT id FROM users WHERE user_name = ANY($1)', [
    names,
  ]);
  for (const u of users) await open(Number(u.id), DEFAULT_MATCH_ID, DEFAULT_INITIAL_FUNDS_RMB);
  return users.length;
}
