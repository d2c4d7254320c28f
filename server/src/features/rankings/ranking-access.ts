import type { AppContext } from '../../context';
import { CONTEST_TEXT as T, isRankingPeriod } from '../../domain/contests';
import { isManager } from '../../domain/identity';
import { forbidden, notFound } from '../../http/app-error';
import type { SessionUser } from '../../http/auth';
import { type ContestRecord, contestServicesOf } from '../contests';
import type { RankingService } from './ranking.service';

/**
 * The board a caller may see: published contests' rankings are public to signed-in users,
 * unpublished ones only to managers.
 */
export function boardFor(ctx: AppContext, rankings: RankingService) {
  const s = contestServicesOf(ctx);
  /** Published contests' rankings are public to signed-in users; others only to managers. */
  const visible = async (user: SessionUser, matchId: number): Promise<ContestRecord> => {
    const c = await s.contests.byId(matchId);
    if (!c) throw notFound(T.NOT_FOUND);
    if (!c.isPublished && !isManager(user.role)) throw forbidden(T.RANKING_NOT_PUBLIC);
    return c;
  };
  const board = async (
    user: SessionUser,
    matchId: number,
    q: { searchDate?: string; period?: string },
  ) => {
    const c = await visible(user, matchId);
    const period = isRankingPeriod(q.period) ? q.period : undefined;
    return {
      c,
      b: await rankings.board(c, {
        ...(q.searchDate ? { searchDate: q.searchDate } : {}),
        ...(period ? { period } : {}),
      }),
    };
  };
  return board;
}
