import { ERROR_CODES } from '@portal/shared-kit/domain';
import { rowCachesOf } from '../../cache/row-caches';
import type { Clock } from '../../context';
import type { Db } from '../../db/db';
import type { ContestsRepository } from './contests.repository';

/** Per-process caches of the order path (each entry re-read at least every 30 s). */
const CURRENT_CACHE = { max: 20_000, ttlMs: 30_000 };
const ENROLLED_CACHE = { max: 50_000, ttlMs: 30_000 };

/**
 * The contest a user is in: the one they last entered with LoginMatch (issue 28). Trading acts
 * only on that contest's accounts; combines (no enrolment of that id) are not contest accounts.
 * Reads come from per-process caches that every write of these rows invalidates (enter here,
 * the training contests' leave, enrolments, contest writes; cache/row-caches.ts).
 */
export class CurrentContest {
  constructor(
    private readonly db: Db,
    private readonly contests: ContestsRepository,
    private readonly clock: Clock,
  ) {}

  private get caches() {
    return rowCachesOf(this.db);
  }

  /** Records the contest a user entered. */
  async enter(userId: number, matchId: number, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO user_current_match (user_id, match_id, entered_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET match_id = EXCLUDED.match_id, entered_at = EXCLUDED.entered_at`,
      [userId, matchId, at],
    );
    await this.caches.userChanged(this.db, userId);
  }

  /** The contest the user is in, or null before they entered one. */
  of(userId: number): Promise<number | null> {
    return this.caches.named<number | null>('current-contest', CURRENT_CACHE).read(
      String(userId),
      this.clock.now().getTime(),
      async () => {
        const [r] = await this.db.query<{ match_id: number }>(
          'SELECT match_id FROM user_current_match WHERE user_id = $1',
          [userId],
        );
        return r ? Number(r.match_id) : null;
      },
      () => ({ user: userId }),
    );
  }

  /** Whether the user is enrolled in the contest (a row of match_traders). */
  private enrolled(userId: number, matchId: number): Promise<boolean> {
    return this.caches.named<boolean>('enrolled', ENROLLED_CACHE).read(
      `${userId}:${matchId}`,
      this.clock.now().getTime(),
      async () =>
        (
          await this.db.query('SELECT 1 FROM match_traders WHERE user_id = $1 AND match_id = $2', [
            userId,
            matchId,
          ])
        ).length > 0,
      () => ({ user: userId, contest: matchId }),
    );
  }

  /**
   * 60010 when the account belongs to a contest the user is enrolled in other than the one they
   * are in, or to a training project's own contest they are not in (a training's account acts
   * only between 开始 and 结束); null when they may act on it (their contest, a combine, or no
   * contest entered yet).
   */
  async accountProblem(a: { userId: number; matchId: number }): Promise<number | null> {
    const current = await this.of(a.userId);
    if (current === a.matchId) return null;
    const contest = await this.contests.cachedById(a.matchId, this.clock.now().getTime());
    if (contest && contest.tpInfoID !== null) return ERROR_CODES.BUSINESS_FORBIDDEN;
    if (current === null) return null;
    return (await this.enrolled(a.userId, a.matchId)) ? ERROR_CODES.BUSINESS_FORBIDDEN : null;
  }
}
