import { queryOne, type Queryable } from '../../db/db';
import { fillViewOf, orderViewOf } from '../training';

type Row = Record<string, unknown>;
const MAX_ROWS = 500;

/** What a report template is about: a training project, a contest, or nothing. */
export interface ReportLink {
  tpInfoID: number | null;
  matchID: number | null;
}

/** The trading record attached to a report (spec: "their trading record … attached automatically"). */
export interface TradeRecord {
  source: 'project' | 'contest';
  sourceTitle: string;
  orders: ReturnType<typeof orderViewOf>[];
  fills: ReturnType<typeof fillViewOf>[];
  summary: {
    orderCount: number;
    fillCount: number;
    buyAmount: number;
    sellAmount: number;
    fees: number;
  };
}

// The student's orders: in their account of the project's own contest (migration 256, traded
// in only between 开始 and 结束), or in their account of the contest.
const PROJECT_ORDERS = `o.account_id IN (SELECT a.account_id FROM trading_accounts a
  JOIN matches m ON m.match_id = a.match_id WHERE a.user_id = $1 AND m.tp_info_id = $2)`;
const CONTEST_ORDERS = `o.account_id IN (SELECT account_id FROM trading_accounts WHERE user_id = $1 AND match_id = $2)`;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The record of `userID` for the template's project or contest (newest 500 orders and fills), or null. */
export async function tradeRecord(
  db: Queryable,
  userID: number,
  link: ReportLink,
): Promise<TradeRecord | null> {
  const project = link.tpInfoID != null;
  if (!project && link.matchID == null) return null;
  const where = project ? PROJECT_ORDERS : CONTEST_ORDERS;
  const target = project ? link.tpInfoID : link.matchID;
  const title = project
    ? await queryOne<{ t: string }>(db, 'SELECT title AS t FROM tp_infos WHERE tp_info_id = $1', [
        target,
      ])
    : await queryOne<{ t: string }>(db, 'SELECT match_name AS t FROM matches WHERE match_id = $1', [
        target,
      ]);
  const orders = await db.query<Row>(
    `SELECT * FROM (SELECT o.order_id, o.market, o.code, o.security_name, o.side, o.price, o.qty, o.filled_qty,
       o.filled_amount, o.status, o.created_at FROM trading_orders o WHERE ${where}
       ORDER BY o.order_id DESC LIMIT ${MAX_ROWS}) x ORDER BY order_id`,
    [userID, target],
  );
  const fills = await db.query<Row>(
    `SELECT * FROM (SELECT r.report_id, r.order_id, r.market, r.code, r.side, r.qty, r.price, r.amount, r.fees,
       r.created_at FROM trading_reports r JOIN trading_orders o ON o.order_id = r.order_id
       WHERE r.exec_type = 15 AND ${where} ORDER BY r.report_id DESC LIMIT ${MAX_ROWS}) x ORDER BY report_id`,
    [userID, target],
  );
  const fillViews = fills.map(fillViewOf);
  const sum = (side: number) =>
    round2(fillViews.filter((f) => f.side === side).reduce((s, f) => s + f.amount, 0));
  return {
    source: project ? 'project' : 'contest',
    sourceTitle: title?.t ?? '',
    orders: orders.map(orderViewOf),
    fills: fillViews,
    summary: {
      orderCount: orders.length,
      fillCount: fillViews.length,
      buyAmount: sum(1),
      sellAmount: sum(2),
      fees: round2(fillViews.reduce((s, f) => s + f.fees, 0)),
    },
  };
}

/** A stored record (jsonb comes back as an object from PostgreSQL, as text from some drivers). */
export const storedRecord = (v: unknown): TradeRecord | null =>
  v == null ? null : ((typeof v === 'string' ? JSON.parse(v) : v) as TradeRecord);
