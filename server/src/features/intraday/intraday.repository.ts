import type { Db } from '../../db/db';
import { EXEC_TYPE } from '../../domain/exchange';
import { INTRADAY_MATCH_TYPE } from '../../domain/intraday';
import { n, reportOfRow, type StoredReport } from '../trading';

const DEALS = [EXEC_TYPE.FILL, EXEC_TYPE.FORCED_CLOSE];

/** One trading day's 当日盈亏 of an account, li. */
export interface DayPnlRow {
  tradingDate: string;
  realised: number;
  fees: number;
  pnl: number;
  deals: number;
}

/** One trader of a ranking by a day's P&L. */
export interface DayRankRow {
  accountId: number;
  userName: string;
  realName: string;
  pnl: number;
  deals: number;
}

/** Reads of the intraday contests: their accounts, a day's deals, daily P&L and the ranking. */
export class IntradayRepository {
  constructor(private readonly db: Db) {}

  /** Accounts of every type-4 contest, with their contest. */
  async accounts(): Promise<{ accountId: number; matchId: number }[]> {
    const rows = await this.db.query(
      `SELECT a.account_id, a.match_id FROM trading_accounts a
       JOIN matches m ON m.match_id = a.match_id WHERE m.match_type = $1`,
      [INTRADAY_MATCH_TYPE],
    );
    return rows.map((r) => ({ accountId: n(r.account_id), matchId: n(r.match_id) }));
  }

  /** Fills and forced closes of an account on a trading day, oldest first. */
  async deals(accountId: number, date: string): Promise<(StoredReport & { name: string })[]> {
    const rows = await this.db.query(
      `SELECT r.*, coalesce(o.security_name, '') AS security_name FROM trading_reports r
       LEFT JOIN trading_orders o ON o.order_id = r.order_id
       WHERE r.account_id = $1 AND r.trading_date = $2 AND r.exec_type = ANY($3)
       ORDER BY r.report_id LIMIT 2000`,
      [accountId, date, DEALS],
    );
    return rows.map((r) => ({ ...reportOfRow(r), name: String(r.security_name) }));
  }

  /** 当日盈亏 per trading day in [from, to], newest first. */
  async dailyPnl(accountId: number, from: string, to: string): Promise<DayPnlRow[]> {
    const rows = await this.db.query(
      `SELECT trading_date, sum(coalesce(realised, 0)) AS realised, sum(fees) AS fees,
         count(*) AS deals
       FROM trading_reports
       WHERE account_id = $1 AND trading_date >= $2 AND trading_date <= $3 AND exec_type = ANY($4)
       GROUP BY trading_date ORDER BY trading_date DESC LIMIT 400`,
      [accountId, from, to, DEALS],
    );
    return rows.map((r) => ({
      tradingDate: String(r.trading_date),
      realised: n(r.realised),
      fees: n(r.fees),
      pnl: n(r.realised) - n(r.fees),
      deals: n(r.deals),
    }));
  }

  /** Every trader of a contest ranked by the P&L of one trading day (best first). */
  async dayRanking(matchId: number, date: string): Promise<DayRankRow[]> {
    const rows = await this.db.query(
      `SELECT a.account_id, u.user_name, u.real_name,
         coalesce(sum(coalesce(r.realised, 0) - r.fees), 0) AS pnl, count(r.report_id) AS deals
       FROM trading_accounts a JOIN users u ON u.id = a.user_id
       LEFT JOIN trading_reports r ON r.account_id = a.account_id AND r.trading_date = $2
         AND r.exec_type = ANY($3)
       WHERE a.match_id = $1
       GROUP BY a.account_id, u.user_name, u.real_name
       ORDER BY pnl DESC, a.account_id LIMIT 1000`,
      [matchId, date, DEALS],
    );
    return rows.map((r) => ({
      accountId: n(r.account_id),
      userName: String(r.user_name),
      realName: String(r.real_name ?? ''),
      pnl: n(r.pnl),
      deals: n(r.deals),
    }));
  }
}
