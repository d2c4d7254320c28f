import type { Db } from '../../db/db';
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

/** Everything one engine step changes; journaled before it is acknowledged. */
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

/** Loads of the exchange's durable state (writes go through the journal). */
export class LedgerRepository {
  constructor(private readonly db: Db) {}

  /** Loads an account with its positions and working orders; undefined when unknown. */
  async loadAccount(accountId: number): Promise<AccountRecord | undefined> {
    // Four independent reads at once (a cluster reads the account on every step).
    const [[row], positions, working, clients] = await Promise.all([
      this.db.query('SELECT * FROM trading_accounts WHERE account_id = $1', [accountId]),
      this.db.query('SELECT * FROM trading_positions WHERE account_id = $1', [accountId]),
      this.db.query(
        'SELECT * FROM trading_orders WHERE account_id = $1 AND status IN (0, 1) ORDER BY order_id',
        [accountId],
      ),
      this.db.query<{ cl_ord_id: string }>(
        'SELECT cl_ord_id FROM trading_orders WHERE account_id = $1 AND cl_ord_id IS NOT NULL',
        [accountId],
      ),
    ]);
    if (!row) return undefined;
    return {
      clOrdIds: new Set(clients.map((r) => r.cl_ord_id)),
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

  /** The highest order id stored (new ids continue from it). */
  async maxOrderId(): Promise<number> {
    const [r] = await this.db.query('SELECT coalesce(max(order_id), 0) AS m FROM trading_orders');
    return n(r?.m);
  }
}
