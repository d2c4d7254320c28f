import type { Db } from '../../db/db';
import { n, reportOfRow, type StoredReport } from '../trading';
import { FUTURES_MARKETS } from './contracts';

/** A futures record with the order's effect and side of holding (a day's own records have none). */
export type FuturesReport = StoredReport & { name: string; effect: string; posSide: string };

/** Read side of the futures records: fills and the day's settlement records, and the NAV rows. */
export class FuturesRepository {
  constructor(private readonly db: Db) {}

  async reports(accountId: number, date: string, types: number[]): Promise<FuturesReport[]> {
    const rows = await this.db.query(
      `SELECT r.*, coalesce(o.security_name, '') AS security_name, coalesce(o.effect, '') AS effect,
         coalesce(o.pos_side, '') AS order_side, o.security_type
       FROM trading_reports r LEFT JOIN trading_orders o ON o.order_id = r.order_id
       WHERE r.account_id = $1 AND r.trading_date = $2 AND r.market = ANY($3)
       ORDER BY r.report_id`,
      [accountId, date, FUTURES_MARKETS],
    );
    return rows
      .filter(
        (r) =>
          r.security_type === null ||
          r.security_type === undefined ||
          types.includes(n(r.security_type)),
      )
      .map((r) => ({
        ...reportOfRow(r),
        name: String(r.security_name),
        effect: String(r.effect),
        posSide: String(r.order_side),
      }));
  }

  /** Trading dates with futures records, newest first. */
  async statementDates(accountId: number): Promise<string[]> {
    const rows = await this.db.query(
      `SELECT DISTINCT trading_date FROM trading_reports
       WHERE account_id = $1 AND market = ANY($2) AND exec_type IN (15, 121, 122, 123)
       ORDER BY trading_date DESC LIMIT 250`,
      [accountId, FUTURES_MARKETS],
    );
    return rows.map((r) => String(r.trading_date));
  }

  /** Total assets and cash at the end of a trading date (li), if settled. */
  async nav(accountId: number, date: string): Promise<{ total: number; cash: number } | undefined> {
    const [r] = await this.db.query(
      'SELECT total_assets, cash FROM trading_nav WHERE account_id = $1 AND trading_date = $2',
      [accountId, date],
    );
    return r ? { total: n(r.total_assets), cash: n(r.cash) } : undefined;
  }
}
