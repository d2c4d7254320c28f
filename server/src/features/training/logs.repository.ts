import { queryOne, type Queryable, type SqlParam } from '../../db/db';
import { orderStatusLabel, sideLabel } from '@portal/shared-kit/domain';
import { toYuan } from '../../domain/exchange';
import { beijingIso } from '../../http/beijing-iso';

/** A training log as GetLogs lists it. */
export interface TrainLogView {
  logID: number;
  userID: number;
  userName: string;
  realName: string;
  className: string;
  tpInfoID: number;
  trainTitle: string;
  tpTypeID: number;
  startTime: string;
  endTime: string | null;
  callCount: number;
  score: number | null;
  comment: string;
  scoreTime: string | null;
  orderCount: number;
}

const iso = (v: unknown): string | null => (v ? beijingIso(v as string) : null);

const logOf = (r: Record<string, unknown>): TrainLogView => ({
  logID: Number(r.log_id),
  userID: Number(r.user_id),
  userName: String(r.user_name),
  realName: String(r.real_name),
  className: String(r.class_name ?? ''),
  tpInfoID: Number(r.tp_info_id),
  trainTitle: String(r.title),
  tpTypeID: Number(r.tp_type_id),
  startTime: iso(r.started_at) as string,
  endTime: iso(r.ended_at),
  callCount: Number(r.call_count),
  score: r.score === null || r.score === undefined ? null : Number(r.score),
  comment: String(r.comment ?? ''),
  scoreTime: iso(r.scored_at),
  orderCount: Number(r.order_count ?? 0),
});

// Orders of the student's account in the project's own contest (migration 256) placed inside
// the training window: a contest's trades are never a training's.
const WINDOW = `o.account_id IN (SELECT a.account_id FROM trading_accounts a
    JOIN matches m ON m.match_id = a.match_id
    WHERE a.user_id = l.user_id AND m.tp_info_id = l.tp_info_id)
  AND o.created_at >= l.started_at AND (l.ended_at IS NULL OR o.created_at <= l.ended_at)`;

const SELECT = `SELECT l.*, u.user_name, u.real_name, c.name AS class_name, p.title, p.tp_type_id,
  (SELECT count(*)::int FROM trading_orders o WHERE ${WINDOW}) AS order_count
  FROM train_logs l JOIN users u ON u.id = l.user_id JOIN tp_infos p ON p.tp_info_id = l.tp_info_id
  LEFT JOIN classes c ON c.id = u.class_id`;

/** An order row of trading_orders as a training record shows it. */
export const orderViewOf = (o: Record<string, unknown>) => ({
  orderID: Number(o.order_id),
  market: String(o.market),
  code: String(o.code),
  securityName: String(o.security_name),
  side: Number(o.side),
  price: Number(o.price),
  qty: Number(o.qty),
  filledQty: Number(o.filled_qty),
  filledAmount: toYuan(Number(o.filled_amount)),
  status: Number(o.status),
  statusName: orderStatusLabel(Number(o.status)) ?? '',
  sideName: sideLabel(Number(o.side)) ?? '',
  time: iso(o.created_at) as string,
});

/** A fill row of trading_reports (exec type 15) as a training record shows it. */
export const fillViewOf = (r: Record<string, unknown>) => ({
  reportID: Number(r.report_id),
  orderID: Number(r.order_id),
  market: String(r.market),
  code: String(r.code),
  side: Number(r.side),
  qty: Number(r.qty),
  price: Number(r.price),
  amount: toYuan(Number(r.amount)),
  fees: toYuan(Number(r.fees)),
  sideName: sideLabel(Number(r.side)) ?? '',
  time: iso(r.created_at) as string,
});

/** Filter of GetLogs. */
export interface LogFilter {
  userID?: number;
  tpInfoID?: number;
  classID?: number;
  limit: number;
  offset: number;
}

/** SQL of training logs and of the trading done inside them. */
export class LogsRepository {
  constructor(private readonly db: Queryable) {}

  async running(userId: number): Promise<TrainLogView | undefined> {
    const row = await queryOne<Record<string, unknown>>(
      this.db,
      `${SELECT} WHERE l.user_id = $1 AND l.ended_at IS NULL`,
      [userId],
    );
    return row ? logOf(row) : undefined;
  }

  async byId(logId: number): Promise<(TrainLogView & { endedAt: Date | null }) | undefined> {
    const row = await queryOne<Record<string, unknown>>(this.db, `${SELECT} WHERE l.log_id = $1`, [
      logId,
    ]);
    if (!row) return undefined;
    return { ...logOf(row), endedAt: row.ended_at ? new Date(row.ended_at as string) : null };
  }

  async start(userId: number, tpInfoID: number, at: Date): Promise<number> {
    const row = await queryOne<{ id: number }>(
      this.db,
      'INSERT INTO train_logs (user_id, tp_info_id, started_at) VALUES ($1, $2, $3) RETURNING log_id AS id',
      [userId, tpInfoID, at],
    );
    return Number(row?.id);
  }

  /** Ends the caller's running logs among `ids`; returns how many ended. */
  async end(userId: number, ids: number[], at: Date): Promise<number> {
    const rows = await this.db.query(
      `UPDATE train_logs SET ended_at = $3 WHERE user_id = $1 AND log_id = ANY($2::int[])
       AND ended_at IS NULL RETURNING log_id`,
      [userId, ids, at],
    );
    return rows.length;
  }

  async score(logId: number, score: number, comment: string, by: number, at: Date): Promise<void> {
    await this.db.query(
      'UPDATE train_logs SET score = $2, comment = $3, scored_by = $4, scored_at = $5 WHERE log_id = $1',
      [logId, score, comment, by, at],
    );
  }

  /** Counts one call that carried the caller's running log ids in its LogIDs header. */
  async countCall(userId: number, ids: number[]): Promise<void> {
    await this.db.query(
      `UPDATE train_logs SET call_count = call_count + 1
       WHERE user_id = $1 AND log_id = ANY($2::int[]) AND ended_at IS NULL`,
      [userId, ids],
    );
  }

  async search(f: LogFilter): Promise<{ total: number; list: TrainLogView[] }> {
    const params: SqlParam[] = [];
    const parts = ['TRUE'];
    const add = (sql: string, v: SqlParam) => {
      params.push(v);
      parts.push(sql.replace('?', `$${params.length}`));
    };
    if (f.userID) add('l.user_id = ?', f.userID);
    if (f.tpInfoID) add('l.tp_info_id = ?', f.tpInfoID);
    if (f.classID) add('u.class_id = ?', f.classID);
    const where = parts.join(' AND ');
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM train_logs l JOIN users u ON u.id = l.user_id WHERE ${where}`,
      params,
    );
    const rows = await this.db.query(
      `${SELECT} WHERE ${where} ORDER BY l.log_id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, f.limit, f.offset],
    );
    return { total: Number(count?.n ?? 0), list: rows.map(logOf) };
  }

  /** The orders and fills of a log's window, oldest first. */
  async trades(logId: number) {
    const orders = await this.db.query(
      `SELECT o.order_id, o.market, o.code, o.security_name, o.side, o.price, o.qty, o.filled_qty,
         o.filled_amount, o.status, o.created_at
       FROM trading_orders o, train_logs l WHERE l.log_id = $1 AND ${WINDOW} ORDER BY o.order_id`,
      [logId],
    );
    const fills = await this.db.query(
      `SELECT r.report_id, r.order_id, r.market, r.code, r.side, r.qty, r.price, r.amount, r.fees, r.created_at
       FROM trading_reports r JOIN trading_orders o ON o.order_id = r.order_id, train_logs l
       WHERE l.log_id = $1 AND r.exec_type = 15 AND ${WINDOW} ORDER BY r.report_id`,
      [logId],
    );
    return { orders: orders.map(orderViewOf), fills: fills.map(fillViewOf) };
  }
}
