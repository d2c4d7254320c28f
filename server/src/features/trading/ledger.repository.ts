import type { Db, Queryable } from '../../db/db';
import type { Report } from '../../domain/exchange';
import {
  cashOfRow,
  n,
  orderOfRow,
  positionKey,
  positionOfRow,
  type AccountRecord,
  type HeldPosition,
  type NamedOrder,
} from './rows';

/** Everything one engine step changes, written in one transaction before it is acknowledged. */
export interface StepWrite {
  account: AccountRecord;
  positions: HeldPosition[];
  /** A new order: inserted first; its id is returned and given to reports with orderId 0. */
  newOrder?: NamedOrder;
  orders: NamedOrder[];
  reports: Report[];
  transfer?: { direction: number; amount: number; tradingDate: string };
  nav?: { tradingDate: string; total: number; cash: number; marketValue: number; nav: number };
}

/** What a write produced: the new order's id, or that its client order id was taken. */
export type StepResult = { orderId: number | null; duplicate: boolean };

/** Durable state of the exchange: accounts, positions, orders and reports. */
export class LedgerRepository {
  constructor(private readonly db: Db) {}

  /** Loads an account with its positions and working orders; undefined when unknown. */
  async loadAccount(accountId: number): Promise<AccountRecord | undefined> {
    const [row] = await this.db.query('SELECT * FROM trading_accounts WHERE account_id = $1', [
      accountId,
    ]);
    if (!row) return undefined;
    const positions = await this.db.query('SELECT * FROM trading_positions WHERE account_id = $1', [
      accountId,
    ]);
    const working = await this.db.query(
      'SELECT * FROM trading_orders WHERE account_id = $1 AND status IN (0, 1) ORDER BY order_id',
      [accountId],
    );
    return {
      accountId: n(row.account_id),
      userId: n(row.user_id),
      matchId: n(row.match_id),
      currency: n(row.currency),
      cash: cashOfRow(row),
      units: n(row.units),
      settledDate: (row.settled_date as string | null) ?? null,
      positions: new Map(positions.map((r) => [positionKey(positionOfRow(r)), positionOfRow(r)])),
      working: new Map(working.map((r) => [n(r.order_id), orderOfRow(r)])),
    };
  }

  /** Accounts with working orders (resumed on start). */
  async accountsWithWorkingOrders(): Promise<number[]> {
    const rows = await this.db.query<{ account_id: number }>(
      'SELECT DISTINCT account_id FROM trading_orders WHERE status IN (0, 1)',
    );
    return rows.map((r) => n(r.account_id));
  }

  /** Accounts not yet settled for a trading date. */
  async accountsToSettle(date: string): Promise<number[]> {
    const rows = await this.db.query<{ account_id: number }>(
      'SELECT account_id FROM trading_accounts WHERE settled_date IS NULL OR settled_date < $1 ORDER BY account_id',
      [date],
    );
    return rows.map((r) => n(r.account_id));
  }

  /** Writes one step atomically. A taken client order id writes nothing and reports it. */
  async write(step: StepWrite): Promise<StepResult> {
    return this.db.transaction(async (tx) => {
      let orderId: number | null = null;
      if (step.newOrder) {
        orderId = await insertOrder(tx, step.newOrder);
        if (orderId === null) return { orderId: null, duplicate: true };
      }
      const a = step.account;
      await tx.query(
        `UPDATE trading_accounts SET transfers = $2, fees = $3, realised = $4, cash_available = $5,
           cash_frozen = $6, units = $7, settled_date = $8 WHERE account_id = $1`,
        [
          a.accountId,
          a.cash.transfers,
          a.cash.fees,
          a.cash.realised,
          a.cash.available,
          a.cash.frozen,
          a.units,
          a.settledDate,
        ],
      );
      for (const p of step.positions) await upsertPosition(tx, a.accountId, p);
      for (const o of step.orders) await updateOrder(tx, o);
      for (const r of step.reports)
        await insertReport(tx, r, r.orderId === 0 ? orderId : r.orderId);
      if (step.transfer) {
        const t = step.transfer;
        await tx.query(
          `INSERT INTO trading_transfers (account_id, direction, amount, balance_after, trading_date)
           VALUES ($1, $2, $3, $4, $5)`,
          [a.accountId, t.direction, t.amount, a.cash.available + a.cash.frozen, t.tradingDate],
        );
      }
      if (step.nav) {
        const v = step.nav;
        await tx.query(
          `INSERT INTO trading_nav (account_id, trading_date, total_assets, cash, market_value, units, nav)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (account_id, trading_date) DO UPDATE SET total_assets = $3, cash = $4,
             market_value = $5, units = $6, nav = $7`,
          [a.accountId, v.tradingDate, v.total, v.cash, v.marketValue, a.units, v.nav],
        );
      }
      return { orderId, duplicate: false };
    });
  }
}

async function insertOrder(tx: Queryable, o: NamedOrder): Promise<number | null> {
  const rows = await tx.query<{ order_id: number }>(
    `INSERT INTO trading_orders (account_id, cl_ord_id, market, code, security_name, security_type,
       side, kind, price, qty, filled_qty, filled_amount, fees, frozen_cash, frozen_qty, status,
       reject_code, trading_date, match_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     ON CONFLICT (account_id, cl_ord_id) DO NOTHING RETURNING order_id`,
    [
      o.accountId,
      o.clOrdId,
      o.market,
      o.code,
      o.name,
      o.securityType,
      o.side,
      o.kind,
      o.price,
      o.qty,
      o.filledQty,
      o.filledAmount,
      o.fees,
      o.frozenCash,
      o.frozenQty,
      o.status,
      o.rejectCode,
      o.tradingDate,
      o.matchKey,
    ],
  );
  return rows[0] ? n(rows[0].order_id) : null;
}

async function updateOrder(tx: Queryable, o: NamedOrder): Promise<void> {
  await tx.query(
    `UPDATE trading_orders SET filled_qty = $2, filled_amount = $3, fees = $4, frozen_cash = $5,
       frozen_qty = $6, status = $7, match_key = $8, updated_at = now() WHERE order_id = $1`,
    [
      o.orderId,
      o.filledQty,
      o.filledAmount,
      o.fees,
      o.frozenCash,
      o.frozenQty,
      o.status,
      o.matchKey,
    ],
  );
}

async function upsertPosition(tx: Queryable, accountId: number, p: HeldPosition): Promise<void> {
  await tx.query(
    `INSERT INTO trading_positions (account_id, market, code, security_type, qty, sellable, frozen, cost, realised)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (account_id, market, code) DO UPDATE SET qty = $5, sellable = $6, frozen = $7,
       cost = $8, realised = $9`,
    [accountId, p.market, p.code, p.securityType, p.qty, p.sellable, p.frozen, p.cost, p.realised],
  );
}

async function insertReport(tx: Queryable, r: Report, orderId: number | null): Promise<void> {
  await tx.query(
    `INSERT INTO trading_reports (order_id, account_id, exec_type, market, code, side, qty, price,
       amount, fees, trading_date) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      orderId,
      r.accountId,
      r.execType,
      r.market,
      r.code,
      r.side,
      r.qty,
      r.price,
      r.amount,
      r.fees,
      r.tradingDate,
    ],
  );
}
