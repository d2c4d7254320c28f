import type { Db, SqlParam } from '../../db/db';
import { n, orderOfRow, reportOfRow, type NamedOrder, type StoredReport } from './rows';

/** Filters of the order and report lists (spec §7 QueryStkCurOrdList / QueryStkCurRptList). */
export interface ListFilter {
  accountId: number;
  /** Only this trading date (today's lists); all dates when absent (history). */
  tradingDate?: string;
  fromDate?: string;
  toDate?: string;
  code?: string;
  securityTypes?: number[];
  cancellableOnly?: boolean;
  execTypes?: number[];
  limit: number;
  offset: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

function where(f: ListFilter, table: 'o' | 'r'): { sql: string; params: SqlParam[] } {
  const params: SqlParam[] = [f.accountId];
  const parts = [`${table}.account_id = $1`];
  const add = (sql: string, v: SqlParam) => {
    params.push(v);
    parts.push(sql.replace('?', `$${params.length}`));
  };
  if (f.tradingDate) add(`${table}.trading_date = ?`, f.tradingDate);
  if (f.fromDate) add(`${table}.trading_date >= ?`, f.fromDate);
  if (f.toDate) add(`${table}.trading_date <= ?`, f.toDate);
  if (f.code) add(`${table}.code = ?`, f.code);
  if (table === 'o' && f.securityTypes?.length) add('o.security_type = ANY(?)', f.securityTypes);
  if (table === 'o' && f.cancellableOnly) parts.push('o.status IN (0, 1)');
  if (table === 'r' && f.execTypes?.length) add('r.exec_type = ANY(?)', f.execTypes);
  return { sql: parts.join(' AND '), params };
}

/** Read side of the exchange: lists with filters and paging. */
export class TradingQueries {
  /** `flush` makes the tables current (journal applied) before each read. */
  constructor(
    private readonly db: Db,
    private readonly flush: () => Promise<void> = async () => undefined,
  ) {}

  async orders(f: ListFilter): Promise<Page<NamedOrder & { createdAt: Date }>> {
    await this.flush();
    const w = where(f, 'o');
    const rows = await this.db.query(
      `SELECT o.*, count(*) OVER () AS total FROM trading_orders o WHERE ${w.sql}
       ORDER BY o.order_id DESC LIMIT ${Math.trunc(f.limit)} OFFSET ${Math.trunc(f.offset)}`,
      w.params,
    );
    return {
      rows: rows.map((r) => ({ ...orderOfRow(r), createdAt: new Date(r.created_at as string) })),
      total: n(rows[0]?.total),
    };
  }

  async reports(f: ListFilter): Promise<Page<StoredReport & { name: string }>> {
    await this.flush();
    const w = where(f, 'r');
    const rows = await this.db.query(
      `SELECT r.*, coalesce(o.security_name, '') AS security_name, count(*) OVER () AS total
       FROM trading_reports r LEFT JOIN trading_orders o ON o.order_id = r.order_id
       WHERE ${w.sql} ORDER BY r.report_id DESC LIMIT ${Math.trunc(f.limit)} OFFSET ${Math.trunc(f.offset)}`,
      w.params,
    );
    return {
      rows: rows.map((r) => ({ ...reportOfRow(r), name: String(r.security_name) })),
      total: n(rows[0]?.total),
    };
  }

  /** The order id a client order id was given to, if any. */
  async orderIdOfClient(accountId: number, clOrdId: string): Promise<number | undefined> {
    await this.flush();
    const [r] = await this.db.query(
      'SELECT order_id FROM trading_orders WHERE account_id = $1 AND cl_ord_id = $2',
      [accountId, clOrdId],
    );
    return r ? n(r.order_id) : undefined;
  }

  async transfers(
    accountId: number,
    limit: number,
    offset: number,
  ): Promise<Page<Record<string, unknown>>> {
    await this.flush();
    const rows = await this.db.query(
      `SELECT t.*, count(*) OVER () AS total FROM trading_transfers t WHERE account_id = $1
       ORDER BY transfer_id DESC LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`,
      [accountId],
    );
    return { rows, total: n(rows[0]?.total) };
  }

  async transferSummary(
    accountId: number,
  ): Promise<{ inLi: number; outLi: number; count: number }> {
    await this.flush();
    const [r] = await this.db.query(
      `SELECT coalesce(sum(amount) FILTER (WHERE direction = 1), 0) AS in_li,
              coalesce(sum(amount) FILTER (WHERE direction = 2), 0) AS out_li, count(*) AS cnt
       FROM trading_transfers WHERE account_id = $1`,
      [accountId],
    );
    return { inLi: n(r?.in_li), outLi: n(r?.out_li), count: n(r?.cnt) };
  }

  async navs(
    accountId: number,
  ): Promise<Array<{ tradingDate: string; nav: number; total: number }>> {
    await this.flush();
    const rows = await this.db.query(
      'SELECT trading_date, nav, total_assets FROM trading_nav WHERE account_id = $1 ORDER BY trading_date',
      [accountId],
    );
    return rows.map((r) => ({
      tradingDate: String(r.trading_date),
      nav: n(r.nav),
      total: n(r.total_assets),
    }));
  }
}
