import type { Clock } from '../../context';
import type { Db } from '../../db/db';
import {
  applyListOrder,
  CONTEST_TEXT as T,
  MATCH_STATE,
  matchState,
  signUpProblem,
} from '../../domain/contests';
import { IDENTITY_TEXT } from '../../domain/identity';
import { TRAINING_TEXT } from '../../domain/training';
import { forbidden, notFound, refuse } from '../../http/app-error';
import type { SessionUser } from '../../http/auth';
import type { ContestRecord } from './contest-record';
import { applyItem, matchInfo, refreshAfterMs, type TraderRow } from './contest-views';
import type { ContestsRepository } from './contests.repository';
import type { CurrentContest } from './current-contest';
import type { ContestPorts } from './ports';
import type { TradersRepository } from './traders.repository';

/** The practice field's contest id (migration 030). */
export const PRACTICE_MATCH_ID = 100;

const byKey = (key: string | undefined) => (c: ContestRecord) =>
  !key?.trim() || c.matchName.includes(key.trim());

const pageOf = <T>(items: T[], p: { limit: number; offset: number }) => ({
  total: items.length,
  list: items.slice(p.offset, p.offset + p.limit),
});

/** Enrolment: the contest lists of a user, sign-up, the practice field and trader login. */
export class EnrolService {
  constructor(
    private readonly db: Db,
    private readonly contests: ContestsRepository,
    private readonly traders: TradersRepository,
    private readonly ports: () => ContestPorts,
    private readonly clock: Clock,
    private readonly current?: CurrentContest,
  ) {}

  /** Enrols a user (sign-up rules checked by the caller) and opens the trading account. */
  async enrol(c: ContestRecord, userId: number): Promise<TraderRow> {
    const { trader } = await this.traders.enrol(c.matchID, userId);
    if (trader.accountID !== null) return trader;
    const accountId = await this.ports().openAccount(userId, c.matchID, c.initialRMB);
    await this.traders.setAccount(trader.traderID, accountId);
    return { ...trader, accountID: accountId };
  }

  async signUp(user: SessionUser, matchId: number, command: string | undefined) {
    const now = this.clock.now();
    const c = await this.contests.byId(matchId);
    if (!c || c.tpInfoID !== null || (!c.isPublished && user.role === 'student'))
      throw notFound(T.NOT_FOUND);
    const problem = signUpProblem(
      c,
      {
        maxTraders: c.maxTraders,
        traderCount: await this.contests.traderCount(matchId),
        alreadyJoined: (await this.traders.of(matchId, user.id)) !== undefined,
        command: c.matchCommand,
        given: command,
      },
      now,
    );
    if (problem) throw refuse(problem);
    return matchInfo(c, await this.enrol(c, user.id), now);
  }

  /** The user's enrolments with their contests; auto-enrol contests join on first sight. */
  private async mine(user: SessionUser): Promise<{ c: ContestRecord; t: TraderRow }[]> {
    const auto = await this.contests.all('auto_enrol AND is_published AND tp_info_id IS NULL');
    let traders = await this.traders.ofUser(user.id);
    const missing = auto.filter((c) => !traders.some((t) => t.matchID === c.matchID));
    for (const c of missing)
      if (matchState(c, this.clock.now()) !== MATCH_STATE.ENDED) await this.enrol(c, user.id);
    if (missing.length) traders = await this.traders.ofUser(user.id);
    const contests = await this.contests.byIds(traders.map((t) => t.matchID));
    // Enrolments made without an account (label enrolment, demo data) get theirs on first sight.
    for (const [i, t] of traders.entries()) {
      const c = contests.get(t.matchID);
      if (t.accountID === null && c && matchState(c, this.clock.now()) !== MATCH_STATE.ENDED) {
        traders[i] = await this.enrol(c, user.id);
      }
    }
    // A training project's own contest is entered by 开始, never listed (issue 33 item 6).
    return traders.flatMap((t) => {
      const c = contests.get(t.matchID);
      return c && c.tpInfoID === null ? [{ c, t }] : [];
    });
  }

  /** GetMatchGoing: my contests not ended, with spec §4's refresh delay. */
  async going(user: SessionUser, key: string | undefined, p: { limit: number; offset: number }) {
    const now = this.clock.now();
    const all = (await this.mine(user)).filter(({ c }) => matchState(c, now) !== MATCH_STATE.ENDED);
    const rows = all.filter(({ c }) => byKey(key)(c));
    return {
      ...pageOf(
        rows.map(({ c, t }) => matchInfo(c, t, now)),
        p,
      ),
      serverTime: now.toISOString(),
      refreshAfterMs: refreshAfterMs(
        all.map(({ c }) => c),
        now,
      ),
    };
  }

  /** GetMatchOver: my ended contests. */
  async over(user: SessionUser, key: string | undefined, p: { limit: number; offset: number }) {
    const now = this.clock.now();
    const rows = (await this.mine(user)).filter(
      ({ c }) => matchState(c, now) === MATCH_STATE.ENDED && byKey(key)(c),
    );
    return pageOf(
      rows.map(({ c, t }) => matchInfo(c, t, now)),
      p,
    );
  }

  /** GetMatchListForMatchApply: published, audited contests not ended. */
  async applyList(
    user: SessionUser,
    key: string | undefined,
    p: { limit: number; offset: number },
  ) {
    const now = this.clock.now();
    const open = (
      await this.contests.all(
        'is_published AND is_audit AND match_type <> 5 AND tp_info_id IS NULL',
      )
    )
      .filter((c) => matchState(c, now) !== MATCH_STATE.ENDED && byKey(key)(c))
      .sort((a, b) => applyListOrder(a, b, now));
    const items = await this.items(user, open);
    return pageOf(items, p);
  }

  private async items(user: SessionUser, list: ContestRecord[]) {
    const now = this.clock.now();
    const joined = new Set((await this.traders.ofUser(user.id)).map((t) => t.matchID));
    return Promise.all(
      list.map(async (c) =>
        applyItem(c, await this.contests.traderCount(c.matchID), joined.has(c.matchID), now),
      ),
    );
  }

  async topAndExercise(user: SessionUser) {
    const now = this.clock.now();
    const top = (
      await this.contests.all('is_published AND is_audit AND is_top_match AND tp_info_id IS NULL')
    ).filter((c) => matchState(c, now) !== MATCH_STATE.ENDED);
    const practice = await this.contests.byId(PRACTICE_MATCH_ID);
    const [exercise] = practice ? await this.items(user, [practice]) : [];
    return { topMatches: await this.items(user, top), exercise: exercise ?? null };
  }

  /** JoinExercising: the practice field needs no sign-up window; joining twice is harmless. */
  async joinExercising(user: SessionUser) {
    const c = await this.contests.byId(PRACTICE_MATCH_ID);
    if (!c || matchState(c, this.clock.now()) === MATCH_STATE.ENDED) throw refuse(T.NO_PRACTICE);
    return matchInfo(c, await this.enrol(c, user.id), this.clock.now());
  }

  /** LoginMatch: enter a contest with one's own trader account. */
  async login(user: SessionUser, traderId: number) {
    const t = await this.traders.byId(traderId);
    if (!t) throw notFound(T.TRADER_NOT_FOUND);
    if (t.userID !== user.id) throw forbidden(IDENTITY_TEXT.FORBIDDEN);
    const c = await this.contests.byId(t.matchID);
    if (!c) throw notFound(T.NOT_FOUND);
    if (!c.isAllowLogin) throw refuse(T.LOGIN_NOT_ALLOWED);
    if (t.traderState !== 0) throw refuse(T.TRADER_DISABLED);
    // A training project's own contest is entered only while that training runs (开始 … 结束),
    // and while one runs no other contest is: its trades stay out of the contests.
    const training = await this.runningTraining(user.id);
    if (c.tpInfoID !== null && training !== c.tpInfoID)
      throw refuse(TRAINING_TEXT.TRAINING_NOT_RUNNING);
    if (c.tpInfoID === null && training !== null) throw refuse(TRAINING_TEXT.TRAINING_RUNNING);
    const now = this.clock.now();
    await this.traders.touchLogin(traderId, now);
    // Trading now acts on this contest's accounts only (issue 28).
    await this.current?.enter(user.id, c.matchID, now);
    return matchInfo(c, { ...t, lastLoginAt: now }, now);
  }

  /** The project of the user's running training, or null. */
  private async runningTraining(userId: number): Promise<number | null> {
    const [r] = await this.db.query<{ tp_info_id: number }>(
      'SELECT tp_info_id FROM train_logs WHERE user_id = $1 AND ended_at IS NULL',
      [userId],
    );
    return r ? Number(r.tp_info_id) : null;
  }

  async isEnd(matchId: number): Promise<boolean> {
    const c = await this.contests.byId(matchId);
    if (!c) throw notFound(T.NOT_FOUND);
    return matchState(c, this.clock.now()) === MATCH_STATE.ENDED;
  }

  /** LabelUpMatchNew: enrols every user of the labels (bypasses the sign-up window). */
  async labelUp(c: ContestRecord, labelIds: number[]): Promise<{ added: number; skipped: number }> {
    const users = await this.db.query<{ user_id: number }>(
      'SELECT DISTINCT user_id FROM label_users WHERE label_id = ANY($1::int[]) ORDER BY user_id',
      [labelIds],
    );
    let added = 0;
    for (const { user_id } of users) {
      const before = await this.traders.of(c.matchID, Number(user_id));
      if (before) continue;
      if (c.maxTraders > 0 && (await this.contests.traderCount(c.matchID)) >= c.maxTraders) break;
      await this.enrol(c, Number(user_id));
      added++;
    }
    return { added, skipped: users.length - added };
  }
}
