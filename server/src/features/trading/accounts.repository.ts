import { rowCachesOf } from '../../cache/row-caches';
import type { Db } from '../../db/db';
import type { CorporateAction } from '../../domain/exchange';
import type { Market } from '../../domain/market';
import { n } from './rows';

/** Default initial funds of a contest without its own figure (spec §9: 2,300,000 RMB). */
export const DEFAULT_INITIAL_YUAN = 2_300_000;

/** One asset account of a user. */
export interface AccountRef {
  accountId: number;
  matchId: number;
  currency: number;
}

/** A contest's type and its raw trading settings. */
export interface MatchRow {
  matchType: number | null;
  settings: Record<string, unknown>;
}

/** Trader accounts, contest settings and corporate actions. */
export class AccountsRepository {
  /** Account id → owner and contest never change once opened. */
  private readonly refs = new Map<number, AccountRef & { userId: number }>();

  constructor(private readonly db: Db) {}

  /**
   * Opens (or finds) the account of a user in a contest, initial cash in li. `settledDate` is the
   * trading day before the opening day, so the first settlement is that of the opening day.
   */
  async open(
    userId: number,
    matchId: number,
    initialLi: number,
    settledDate: string,
    currency = 1,
  ): Promise<number> {
    const made = await this.db.query(
      `INSERT INTO trading_accounts (user_id, match_id, currency, initial_cash, cash_available, units, settled_date)
       VALUES ($1, $2, $3, $4, $4, $5, $6) ON CONFLICT (user_id, match_id, currency) DO NOTHING
       RETURNING account_id`,
      [userId, matchId, currency, initialLi, initialLi, settledDate],
    );
    // The user's account list is cached on every process (trading-service accountsOf).
    if (made.length > 0) await rowCachesOf(this.db).userChanged(this.db, userId);
    const [row] = await this.db.query<{ account_id: number }>(
      'SELECT account_id FROM trading_accounts WHERE user_id = $1 AND match_id = $2 AND currency = $3',
      [userId, matchId, currency],
    );
    return n(row?.account_id);
  }

  /** An account by id with its owner. */
  async byId(accountId: number): Promise<(AccountRef & { userId: number }) | undefined> {
    const hit = this.refs.get(accountId);
    if (hit) return hit;
    const [r] = await this.db.query(
      'SELECT account_id, match_id, currency, user_id FROM trading_accounts WHERE account_id = $1',
      [accountId],
    );
    if (!r) return undefined;
    const ref = {
      accountId: n(r.account_id),
      matchId: n(r.match_id),
      currency: n(r.currency),
      userId: n(r.user_id),
    };
    this.refs.set(accountId, ref);
    return ref;
  }

  async ofUser(userId: number): Promise<AccountRef[]> {
    const rows = await this.db.query(
      'SELECT account_id, match_id, currency FROM trading_accounts WHERE user_id = $1 ORDER BY account_id',
      [userId],
    );
    return rows.map((r) => ({
      accountId: n(r.account_id),
      matchId: n(r.match_id),
      currency: n(r.currency),
    }));
  }

  /** Initial RMB funds of a contest (matches.initial_rmb), else the default. */
  async initialYuan(matchId: number): Promise<number> {
    const [row] = await this.db.query('SELECT initial_rmb FROM matches WHERE match_id = $1', [
      matchId,
    ]);
    const v = n(row?.initial_rmb);
    return v > 0 ? v : DEFAULT_INITIAL_YUAN;
  }

  async match(matchId: number): Promise<MatchRow> {
    const [m] = await this.db.query('SELECT match_type FROM matches WHERE match_id = $1', [
      matchId,
    ]);
    const [s] = await this.db.query('SELECT settings FROM trading_settings WHERE match_id = $1', [
      matchId,
    ]);
    const raw = s?.settings;
    const settings = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})) as Record<
      string,
      unknown
    >;
    return { matchType: m ? n(m.match_type) : null, settings };
  }

  /** Stores a contest's trading settings (fees, volume cap, bursts, permitted types, codes). */
  async saveSettings(matchId: number, settings: Record<string, unknown>): Promise<void> {
    await this.db.query(
      `INSERT INTO trading_settings (match_id, settings) VALUES ($1, $2::jsonb)
       ON CONFLICT (match_id) DO UPDATE SET settings = $2::jsonb`,
      [matchId, JSON.stringify(settings)],
    );
  }

  /** Actions with an ex-date in (after, upTo]: a settlement that missed days catches up. */
  async corporateActions(after: string, upTo: string): Promise<CorporateAction[]> {
    const rows = await this.db.query(
      'SELECT * FROM corporate_actions WHERE ex_date > $1 AND ex_date <= $2 ORDER BY ex_date',
      [after, upTo],
    );
    return rows.map((r) => ({
      market: r.market as Market,
      code: String(r.code),
      exDate: String(r.ex_date),
      cashPerShare: n(r.cash_per_share),
      sharesPerShare: n(r.shares_per_share),
    }));
  }

  async addCorporateAction(a: CorporateAction): Promise<void> {
    await this.db.query(
      `INSERT INTO corporate_actions (market, code, ex_date, cash_per_share, shares_per_share)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (market, code, ex_date)
       DO UPDATE SET cash_per_share = $4, shares_per_share = $5`,
      [a.market, a.code, a.exDate, a.cashPerShare, a.sharesPerShare],
    );
  }

  /** Keys (`code.MARKET`) of suspended securities. */
  async suspensions(): Promise<string[]> {
    const rows = await this.db.query<{ code: string; market: string }>(
      'SELECT code, market FROM trading_suspensions',
    );
    return rows.map((r) => `${r.code}.${r.market}`);
  }

  async setSuspended(market: string, code: string, suspended: boolean): Promise<void> {
    if (suspended)
      await this.db.query(
        'INSERT INTO trading_suspensions (market, code) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [market, code],
      );
    else
      await this.db.query('DELETE FROM trading_suspensions WHERE market = $1 AND code = $2', [
        market,
        code,
      ]);
  }
}
