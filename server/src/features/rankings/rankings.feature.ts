import { LOCK_SPACE } from '../../cluster';
import type { AppContext } from '../../context';
import { MATCH_STATE, matchState } from '../../domain/contests';
import { contestServicesOf } from '../contests';
import type { Feature } from '../feature';
import { marketOf, marketSettingsFromEnv } from '../quotation';
import { tradingOf } from '../trading';
import { HistoryRepository } from './history.repository';
import { RankingService } from './ranking.service';
import { SharedBoards } from './shared-boards';
import { forexSummaryRoutes } from './forex-summary.routes';
import { rankingExportRoutes } from './ranking-export.routes';
import { rankingRoutes } from './rankings.routes';

/** The ranking service of a server (one cache per context). */
export function rankingServiceOf(ctx: AppContext): RankingService {
  let s = ctx.services.rankings;
  if (!s) {
    s = new RankingService(
      new HistoryRepository(ctx.db),
      contestServicesOf(ctx).ports,
      ctx.clock,
      sharedBoards(ctx),
    );
    ctx.services.rankings = s;
  }
  return s;
}

/** Cluster mode: boards computed once under a cluster-wide lock and stored in PostgreSQL. */
function sharedBoards(ctx: AppContext): SharedBoards | undefined {
  const { exclusive } = ctx.cluster;
  if (!ctx.cluster.enabled || !exclusive) return undefined;
  return new SharedBoards(ctx.db, (key, body) => exclusive(LOCK_SPACE.BOARD, key, body));
}

/**
 * Day-rollover hook: call after the exchange has written the closed day's NAV snapshots (e.g.
 * after `TradingService.settle` resolves). Recomputes the boards of running contests.
 */
export async function onContestDayClosed(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const running = (await contestServicesOf(ctx).contests.all()).filter(
    (c) => matchState(c, now) === MATCH_STATE.RUNNING,
  );
  await rankingServiceOf(ctx).recompute(running);
}

/**
 * Rankings, exports and trader history. With a running market (not in tests, which drive days by
 * hand), each day rollover recomputes the boards once the exchange has settled the closed day.
 */
export const rankingsFeature: Feature = async (app, ctx) => {
  await rankingRoutes(rankingServiceOf(ctx))(app, ctx);
  await rankingExportRoutes(rankingServiceOf(ctx))(app, ctx);
  await forexSummaryRoutes(rankingServiceOf(ctx))(app, ctx);
  if (!marketSettingsFromEnv().ticker) return;
  let off: (() => void) | undefined;
  app.addHook('onReady', async () => {
    const trading = await tradingOf(ctx);
    const { clock } = await marketOf(ctx);
    off = clock.onRollover(() => {
      // In a cluster the leader recomputes (once); the others read the stored boards.
      if (!ctx.cluster.isLeader()) return;
      // The exchange's own rollover listener has queued the settlement; wait for it.
      setImmediate(() => {
        void trading
          .idle()
          .then(() => onContestDayClosed(ctx))
          .catch((err: unknown) => app.log.error({ err }, 'ranking recompute failed'));
      });
    });
  });
  app.addHook('onClose', async () => off?.());
};
