import type { Db } from '../../db/db';
import { reportOfRow, type StoredReport } from '../trading';

/** An option record with the order's effect and holding side (a day's own records have none). */
export type OptionsReport = StoredReport & { name: string; effect: string; posSide: string };

/** Read side of the option records: fills and the day's records (expiry, 强平). */
export class OptionsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records of a trading date (or of the dates `date` … `toDate`) whose security is an option
   * contract of the section, in the order they were booked (the latest 1000 of a range).
   */
  async reports(
    accountId: number,
    date: string,
    isOption: (code: string, market: string) => boolean,
    toDate = date,
  ): Promise<OptionsReport[]> {
    const rows = await this.db.query(
      `SELECT r.*, coalesce(o.security_name, '') AS security_name, coalesce(o.effect, '') AS effect,
         coalesce(o.pos_side, '') AS order_side
       FROM trading_reports r LEFT JOIN trading_orders o ON o.order_id = r.order_id
       WHERE r.account_id = $1 AND r.trading_date >= $2 AND r.trading_date <= $3
         AND r.exec_type IN (15, 122, 123)
       ORDER BY r.report_id DESC LIMIT 1000`,
      [accountId, date, toDate],
    );
    return rows
      .reverse()
      .map((r) => ({
        ...reportOfRow(r),
        name: String(r.security_name),
        effect: String(r.effect),
        posSide: String(r.order_side),
      }))
      .filter((r) => isOption(r.code, r.market));
  }
}
