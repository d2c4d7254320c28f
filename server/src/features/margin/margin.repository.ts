import type { Db } from '../../db/db';
import { reportOfRow, type StoredReport } from '../trading';

/** A credit account's record with its order's kind (a day's own records, e.g. 强平, have none). */
export type CreditReport = StoredReport & { name: string; effect: string };

/** Read side of a credit account's records: fills, cancels and forced closes in a date range. */
export class MarginRepository {
  constructor(private readonly db: Db) {}

  async reports(
    accountId: number,
    from: string,
    to: string,
    execTypes: readonly number[],
  ): Promise<CreditReport[]> {
    const rows = await this.db.query(
      `SELECT r.*, coalesce(o.security_name, '') AS security_name, coalesce(o.effect, '') AS effect
       FROM trading_reports r LEFT JOIN trading_orders o ON o.order_id = r.order_id
       WHERE r.account_id = $1 AND r.trading_date >= $2 AND r.trading_date <= $3
         AND r.exec_type = ANY($4)
       ORDER BY r.report_id DESC LIMIT 1000`,
      [accountId, from, to, [...execTypes]],
    );
    return rows.map((r) => ({
      ...reportOfRow(r),
      name: String(r.security_name),
      effect: String(r.effect),
    }));
  }
}
