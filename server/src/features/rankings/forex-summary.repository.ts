import type { Db } from '../../db/db';
import type { CnyRate, FillTotals, HoldingTotals } from '../../domain/contests';
import { EXEC_TYPE } from '../../domain/exchange';
import { positionOfRow, type HeldPosition } from '../trading';

type Row = Record<string, unknown>;
const num = (v: unknown): number => Number(v ?? 0);

/** Which accounts a read covers: the whole contest, or one user's accounts in it. */
export interface SummaryScope {
  matchId: number;
  userId?: number;
}

const where = (s: SummaryScope) =>
  s.userId === undefined ? 'a.match_id = $1' : 'a.match_id = $1 AND a.user_id = $2';
const args = (s: SummaryScope) => (s.userId === undefined ? [s.matchId] : [s.matchId, s.userId]);

/** Merges rows of one key kept in several account currencies into CNY totals. */
function mergeFills(rows: Row[], rate: CnyRate): FillTotals[] {
  const by = new Map<string, FillTotals>();
  for (const r of rows) {
    const k = rate(num(r.currency));
    if (!(k > 0)) continue;
    const key = String(r.key);
    const t = by.get(key) ?? {
      key,
      trades: 0,
      buyQty: 0,
      sellQty: 0,
      amountLi: 0,
      feesLi: 0,
      traders: 0,
    };
    t.trades += num(r.trades);
    t.buyQty += num(r.buy_qty);
    t.sellQty += num(r.sell_qty);
    t.amountLi += num(r.amount) * k;
    t.feesLi += num(r.fees) * k;
    t.traders += num(r.traders);
    by.set(key, t);
  }
  return [...by.values()];
}

/**
 * The reads behind a forex contest's summary, from the exchange's stored journal: fills
 * (trading_reports, execution type 15) and holdings (trading_positions) of the contest's
 * accounts, every account currency converted to CNY at the contest's fixed rates.
 */
export class ForexSummaryRepository {
  constructor(private readonly db: Db) {}

  /** Fills summed per pair (`by: 'code'`) or per trading day (`by: 'day'`). */
  async fills(scope: SummaryScope, by: 'code' | 'day', rate: CnyRate): Promise<FillTotals[]> {
    const key = by === 'code' ? 'r.code' : 'r.trading_date';
    const rows = await this.db.query(
      `SELECT ${key} AS key, a.currency, count(*)::int AS trades,
         sum(CASE WHEN r.side = 1 THEN r.qty ELSE 0 END)::float8 AS buy_qty,
         sum(CASE WHEN r.side = 2 THEN r.qty ELSE 0 END)::float8 AS sell_qty,
         sum(r.amount)::float8 AS amount, sum(r.fees)::float8 AS fees,
         count(DISTINCT a.user_id)::int AS traders
       FROM trading_reports r JOIN trading_accounts a ON a.account_id = r.account_id
       WHERE ${where(scope)} AND r.exec_type = ${EXEC_TYPE.FILL}
       GROUP BY ${key}, a.currency`,
      args(scope),
    );
    return mergeFills(rows, rate);
  }

  /**
   * Holdings summed per pair: quantity held, cost and value now (`value`: the asset class's
   * valuation, at cost where it gives none), realised P&L of every position ever held.
   */
  async holdings(
    scope: SummaryScope,
    value: (p: HeldPosition) => number | undefined,
    rate: CnyRate,
  ): Promise<HoldingTotals[]> {
    const rows = await this.db.query(
      `SELECT p.*, a.currency FROM trading_positions p
       JOIN trading_accounts a ON a.account_id = p.account_id WHERE ${where(scope)}`,
      args(scope),
    );
    const by = new Map<string, HoldingTotals>();
    for (const r of rows) {
      const k = rate(num(r.currency));
      if (!(k > 0)) continue;
      const p = positionOfRow(r);
      const t = by.get(p.code) ?? {
        code: p.code,
        qty: 0,
        spotQty: 0,
        spotValueLi: 0,
        costLi: 0,
        valueLi: 0,
        realisedLi: 0,
        holders: 0,
      };
      t.realisedLi += p.realised * k;
      if (p.qty > 0) {
        const v = (value(p) ?? p.cost) * k;
        t.qty += p.posSide === 'S' ? -p.qty : p.qty;
        if (!p.posSide) {
          t.spotQty += p.qty;
          t.spotValueLi += v;
        }
        t.costLi += p.cost * k;
        t.valueLi += v;
        t.holders += 1;
      }
      by.set(p.code, t);
    }
    return [...by.values()];
  }

  /** The CNY cash of the scope's CNY accounts (li) and how many of them hold any. */
  async cash(scope: SummaryScope): Promise<{ li: number; holders: number }> {
    const [r] = await this.db.query(
      `SELECT coalesce(sum(a.cash_available + a.cash_frozen), 0)::float8 AS li,
         count(*) FILTER (WHERE a.cash_available + a.cash_frozen > 0)::int AS holders
       FROM trading_accounts a WHERE ${where(scope)} AND a.currency = 1`,
      args(scope),
    );
    return { li: num(r?.li), holders: num(r?.holders) };
  }

  /** How many traders the contest has enrolled, and how many of its accounts' owners traded. */
  async participants(matchId: number): Promise<{ participants: number; activeTraders: number }> {
    const [r] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM match_traders WHERE match_id = $1) AS n,
         (SELECT count(DISTINCT a.user_id)::int FROM trading_accounts a
          WHERE a.match_id = $1 AND EXISTS (SELECT 1 FROM trading_reports r
            WHERE r.account_id = a.account_id AND r.exec_type = ${EXEC_TYPE.FILL})) AS active`,
      [matchId],
    );
    return { participants: num(r?.n), activeTraders: num(r?.active) };
  }
}
