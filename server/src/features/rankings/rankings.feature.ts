import type { AppContext } from '../../context';
import { MATCH_STATE, matchState } from '../../domain/contests';
import { contestServicesOf } from '../contests/contest-services';
import type { Feature } from '../feature';
import { HistoryRepository } from './history.repository';
import { RankingService } from './ranking.service';
import { rankingRoutes } from './rankings.routes';

const services = new WeakMap<AppContext, RankingService>();

/** The ranking service of a server (one cache per context). */
export function rankingServiceOf(ctx: AppContext): RankingService {
  let s = services.get(ctx);
  if (!s) {
    s = new RankingService(new HistoryRepository(ctx.db), contestServicesOf(ctx).ports, ctx.clock);
    services.set(ctx, s);
  }
  return s;
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

/** Rankings, exports and trader history. */
export const rankingsFeature: Feature = async (app, ctx) => {
  await rankingRoutes(rankingServiceOf(ctx))(app, ctx);
};
