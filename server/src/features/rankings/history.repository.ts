import { rowCachesOf } from '../../cache/row-caches';
import type { Db } from '../../db/db';
import type { CnyRate, LiveFigures, TraderHistory, TraderIdentity } from '../../domain/contests';
import type { HeldPosition } from '../trading';
import { combineCloses, contestCnyRate, siblingAccounts, type Closes } from './contest-currencies';
import { liveFigures } from './live-figures';

/** A trader of a contest with what eligibility and rankings read. */
export interface TraderFacts extends TraderIdentity {
  accountID: number | null;
  joinedAt: Date;
  lastLoginAt: Date | null;
  hasTraded: boolean;
  fouls: number;
}

type Row = Record<string, unknown>;
const num = (v: unknown): number => Number(v ?? 0);
/** A comma-separated list of numbers (string_agg), as numbers. */
const numbers = (v: unknown): number[] => (v ? String(v).split(',').map(Number) : []);
const LI = 1000;
/** Unit NAV of every account when it opens. */
const OPENING_NAV = 1;

/**
 * Reads contest histories from the exchange's tables: trading_accounts (initial funds, units,
 * transfers), trading_nav (one close per account and day, money in li), trading_reports (fills,
 * for turnover) and trading_positions (live valuation).
 */
export class HistoryRepository {
  constructor(private readonly db: Db) {}

  async traders(matchId: number): Promise<TraderFacts[]> {
    const rows = await this.db.query(
      `SELECT t.trader_id, t.user_id, t.account_id, t.team_id, t.joined_at, t.last_login_at,
         u.user_name, u.real_name, u.class_id, c.name AS class_name, tm.team_name,
         EXISTS (SELECT 1 FROM trading_orders o WHERE o.account_id = t.account_id) AS has_traded,
         (SELECT count(*)::int FROM foul_records f WHERE f.trader_id = t.trader_id) AS fouls
       FROM match_traders t JOIN users u ON u.id = t.user_id
       LEFT JOIN classes c ON c.id = u.class_id LEFT JOIN match_teams tm ON tm.team_id = t.team_id
       WHERE t.match_id = $1 ORDER BY t.trader_id`,
      [matchId],
    );
    return rows.map((r) => ({
      TraderID: num(r.trader_id),
      UserID: num(r.user_id),
      UserName: String(r.user_name),
      RealName: String(r.real_name),
      ClassID: r.class_id === null ? null : num(r.class_id),
      ClassName: String(r.class_name ?? ''),
      TeamID: r.team_id === null ? null : num(r.team_id),
      TeamName: String(r.team_name ?? ''),
      accountID: r.account_id === null ? null : num(r.account_id),
      joinedAt: r.joined_at as Date,
      lastLoginAt: (r.last_login_at as Date | null) ?? null,
      hasTraded: Boolean(r.has_traded),
      fouls: num(r.fouls),
    }));
  }

  /**
   * Makes every account holder of a contest a ranked participant: an auto-enrol contest (the
   * default 139 every user trades in) enrols each user with an account there, and an enrolment
   * whose account was opened without being linked gets it. Returns how many rows changed.
   */
  async syncParticipants(matchId: number): Promise<number> {
    const linked = await this.db.query(
      `UPDATE match_traders t SET account_id = a.account_id FROM trading_accounts a
       WHERE t.match_id = $1 AND t.account_id IS NULL AND a.match_id = t.match_id
         AND a.user_id = t.user_id AND a.currency = 1 RETURNING t.trader_id`,
      [matchId],
    );
    const enrolled = await this.db.query(
      `INSERT INTO match_traders (match_id, user_id, account_id, joined_at)
       SELECT a.match_id, a.user_id, a.account_id, a.created_at FROM trading_accounts a
       JOIN matches m ON m.match_id = a.match_id AND m.auto_enrol
       WHERE a.match_id = $1 AND a.currency = 1
         AND NOT EXISTS (SELECT 1 FROM match_traders t WHERE t.match_id = a.match_id AND t.user_id = a.user_id)
       ON CONFLICT (match_id, user_id) DO NOTHING RETURNING trader_id`,
      [matchId],
    );
    if (enrolled.length > 0) await rowCachesOf(this.db).contestChanged(this.db, matchId);
    return linked.length + enrolled.length;
  }

  /** How many traders a contest has and the newest one's id: a join changes it (issue 28). */
  async participantMark(matchId: number): Promise<string> {
    const [r] = await this.db.query<{ n: number; last: number | null }>(
      'SELECT count(*)::int AS n, max(trader_id) AS last FROM match_traders WHERE match_id = $1',
      [matchId],
    );
    return `${r?.n ?? 0}|${r?.last ?? 0}`;
  }

  /** The newest closed trading day of any account in the contest, or null. */
  async latestDate(matchId: number): Promise<string | null> {
    // Settlement writes a close for every account at once, so the newest close of the first and
    // the latest enrolled traders is the contest's (one index probe each, not a table scan).
    const [r] = await this.db.query<{ d: string | null }>(
      `SELECT max(x.d) AS d FROM (
         (SELECT account_id FROM match_traders WHERE match_id = $1 AND account_id IS NOT NULL ORDER BY trader_id LIMIT 50)
         UNION (SELECT account_id FROM match_traders WHERE match_id = $1 AND account_id IS NOT NULL ORDER BY trader_id DESC LIMIT 50)
       ) t CROSS JOIN LATERAL (
         SELECT trading_date AS d FROM trading_nav n WHERE n.account_id = t.account_id ORDER BY trading_date DESC LIMIT 1
       ) x`,
      [matchId],
    );
    return r?.d ?? null;
  }

  /** The fixed CNY rates of a contest's account currencies (contest-currencies.ts). */
  rates(matchId: number): Promise<CnyRate> {
    return contestCnyRate(this.db, matchId);
  }

  /**
   * Each trader's closes up to `upTo`, with the opening point first, over all their accounts of
   * the contest in CNY (a foreign-currency account at `rate`). Traders without an account get the
   * opening point only (their metrics stay empty).
   */
  async histories(
    facts: readonly TraderFacts[],
    upTo: string,
    dayBefore: (date: string) => string,
    eligible: (f: TraderFacts) => boolean,
    defaultInitial = 0,
    rate: CnyRate = () => 0,
  ): Promise<TraderHistory[]> {
    const ids = facts.flatMap((f) => (f.accountID === null ? [] : [f.accountID]));
    const siblings = await siblingAccounts(this.db, ids);
    const all = [...ids, ...[...siblings.values()].flat().map((a) => a.accountId)];
    const accounts = await this.accountFunds(all);
    const navs = await this.closes(all, upTo);
    const traded = await this.tradedValue(all, upTo);
    const none: Closes = { dates: [], nav: [], assets: [], units: [] };
    return facts.map((f) => {
      const { accountID, joinedAt: _j, lastLoginAt: _l, hasTraded: _h, fouls, ...identity } = f;
      const acc = accountID === null ? undefined : accounts.get(accountID);
      const others = (accountID === null ? [] : (siblings.get(accountID) ?? []))
        .map((s) => ({ ...s, rate: rate(s.currency) }))
        .filter((s) => s.rate > 0);
      const days = combineCloses(
        (accountID === null ? undefined : navs.get(accountID)) ?? none,
        others.map((s) => ({ closes: navs.get(s.accountId) ?? none, rate: s.rate })),
      );
      const funds = (a: Row | undefined, k: number) => ({
        initial: (num(a?.initial_cash) / LI) * k,
        transfers: (num(a?.transfers) / LI) * k,
      });
      const sib = others.map((s) => funds(accounts.get(s.accountId), s.rate));
      // A trader whose account is not open yet stands at the contest's initial funds.
      const initial =
        (acc ? funds(acc, 1).initial : defaultInitial) + sib.reduce((t, x) => t + x.initial, 0);
      const transfers = funds(acc, 1).transfers + sib.reduce((t, x) => t + x.transfers, 0);
      const mine = accountID === null ? undefined : traded.get(accountID);
      const tradedOn = (d: string) =>
        (mine?.get(d) ?? 0) +
        others.reduce((t, s) => t + (traded.get(s.accountId)?.get(d) ?? 0) * s.rate, 0);
      const first = days.dates[0] ?? upTo;
      return {
        ...identity,
        dates: [dayBefore(first), ...days.dates],
        // Unit NAV opens at 1 (units = initial funds / 1.0); transfers buy or redeem units at
        // the NAV of their day, so the opening point never moves with them.
        nav: [OPENING_NAV, ...days.nav],
        totalAssets: [initial, ...days.assets.map((a) => a / LI)],
        tradedValue: [0, ...days.dates.map(tradedOn)],
        invested: initial + transfers,
        fouls,
        eligible: eligible(f),
      };
    });
  }

  /** The funds of each account: initial cash, transfers, units (rows by account id). */
  private async accountFunds(all: number[]): Promise<Map<number, Row>> {
    const accounts = new Map<number, Row>();
    for (const r of await this.db.query(
      'SELECT account_id, initial_cash, transfers, units FROM trading_accounts WHERE account_id = ANY($1::int[])',
      [all],
    )) {
      accounts.set(num(r.account_id), r);
    }
    return accounts;
  }

  /** Each account's closes up to `upTo`. */
  private async closes(all: number[], upTo: string): Promise<Map<number, Closes>> {
    // One row per account with its closes as comma-separated lists: far fewer rows to ship than
    // one per day, and a split parses them several times faster than an array literal.
    const navs = new Map<number, Closes>();
    for (const r of await this.db.query(
      `SELECT account_id, string_agg(trading_date, ',' ORDER BY trading_date) AS dates,
         string_agg(nav::text, ',' ORDER BY trading_date) AS nav,
         string_agg(total_assets::text, ',' ORDER BY trading_date) AS assets,
         string_agg(units::text, ',' ORDER BY trading_date) AS units
       FROM trading_nav WHERE account_id = ANY($1::int[]) AND trading_date <= $2 GROUP BY account_id`,
      [all, upTo],
    )) {
      navs.set(num(r.account_id), {
        dates: String(r.dates).split(','),
        nav: numbers(r.nav),
        assets: numbers(r.assets),
        units: numbers(r.units),
      });
    }
    return navs;
  }

  /** Value traded by account and day, up to `upTo`. */
  private async tradedValue(
    all: number[],
    upTo: string,
  ): Promise<Map<number, Map<string, number>>> {
    const traded = new Map<number, Map<string, number>>();
    for (const r of await this.db.query(
      `SELECT account_id, trading_date, sum(amount)::float8 AS v FROM trading_reports
       WHERE exec_type = 15 AND account_id = ANY($1::int[]) AND trading_date <= $2
       GROUP BY account_id, trading_date`,
      [all, upTo],
    )) {
      const id = num(r.account_id);
      const days = traded.get(id) ?? new Map<string, number>();
      days.set(String(r.trading_date), num(r.v) / LI);
      traded.set(id, days);
    }
    return traded;
  }

  /** Foul records per trader of a contest (they change between closes). */
  async foulCounts(matchId: number): Promise<Map<number, number>> {
    const rows = await this.db.query(
      'SELECT trader_id, count(*)::int AS n FROM foul_records WHERE match_id = $1 AND trader_id IS NOT NULL GROUP BY trader_id',
      [matchId],
    );
    return new Map(rows.map((r) => [num(r.trader_id), num(r.n)]));
  }

  /** Live figures of accounts (live-figures.ts). */
  live(
    byTrader: ReadonlyMap<number, number>,
    value: (p: HeldPosition) => number | undefined,
    rate: CnyRate = () => 0,
  ): Promise<Map<number, LiveFigures>> {
    return liveFigures(this.db, byTrader, value, rate);
  }
}
