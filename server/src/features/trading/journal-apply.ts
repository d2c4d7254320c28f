import type { Db } from '../../db/db';
import type { JournalEntry, JournalStep } from './journal';

/**
 * Folds a batch of journal steps into the trading tables in one statement (atomic on its own)
 * and deletes them from the journal. Rows come from one JSON document: the last state of each
 * account, order, position and NAV in the batch, and every report and transfer.
 */
const APPLY_SQL = `
WITH d AS (SELECT $1::jsonb AS j),
a AS (
  UPDATE trading_accounts t SET transfers = x."transfers", fees = x."fees", realised = x."realised",
    cash_available = x."available", cash_frozen = x."frozen", units = x."units", settled_date = x."settledDate"
  FROM jsonb_to_recordset((SELECT j->'accounts' FROM d)) AS x("accountId" int, "transfers" bigint,
    "fees" bigint, "realised" bigint, "available" bigint, "frozen" bigint, "units" float8, "settledDate" text)
  WHERE t.account_id = x."accountId"
), o AS (
  INSERT INTO trading_orders (order_id, account_id, cl_ord_id, market, code, security_name,
    security_type, side, kind, price, qty, filled_qty, filled_amount, fees, frozen_cash, frozen_qty,
    status, reject_code, trading_date, match_key, created_at, updated_at)
  SELECT x."orderId", x."accountId", x."clOrdId", x."market", x."code", x."name", x."securityType",
    x."side", x."kind", x."price", x."qty", x."filledQty", x."filledAmount", x."fees", x."frozenCash",
    x."frozenQty", x."status", x."rejectCode", x."tradingDate", x."matchKey",
    to_timestamp(x."time" / 1000.0), to_timestamp(x."time" / 1000.0)
  FROM jsonb_to_recordset((SELECT j->'orders' FROM d)) AS x("orderId" bigint, "accountId" int,
    "clOrdId" text, "market" text, "code" text, "name" text, "securityType" int, "side" int,
    "kind" text, "price" float8, "qty" bigint, "filledQty" bigint, "filledAmount" bigint,
    "fees" bigint, "frozenCash" bigint, "frozenQty" bigint, "status" int, "rejectCode" int,
    "tradingDate" text, "matchKey" text, "time" float8)
  ON CONFLICT (order_id) DO UPDATE SET filled_qty = EXCLUDED.filled_qty,
    filled_amount = EXCLUDED.filled_amount, fees = EXCLUDED.fees, frozen_cash = EXCLUDED.frozen_cash,
    frozen_qty = EXCLUDED.frozen_qty, status = EXCLUDED.status, match_key = EXCLUDED.match_key,
    updated_at = EXCLUDED.updated_at
), p AS (
  INSERT INTO trading_positions (account_id, market, code, security_type, qty, sellable, frozen, cost, realised)
  SELECT x."accountId", x."market", x."code", x."securityType", x."qty", x."sellable", x."frozen",
    x."cost", x."realised"
  FROM jsonb_to_recordset((SELECT j->'positions' FROM d)) AS x("accountId" int, "market" text,
    "code" text, "securityType" int, "qty" bigint, "sellable" bigint, "frozen" bigint, "cost" bigint,
    "realised" bigint)
  ON CONFLICT (account_id, market, code) DO UPDATE SET qty = EXCLUDED.qty, sellable = EXCLUDED.sellable,
    frozen = EXCLUDED.frozen, cost = EXCLUDED.cost, realised = EXCLUDED.realised
), r AS (
  INSERT INTO trading_reports (order_id, account_id, exec_type, market, code, side, qty, price,
    amount, fees, trading_date, created_at)
  SELECT x."orderId", x."accountId", x."execType", x."market", x."code", x."side", x."qty", x."price",
    x."amount", x."fees", x."tradingDate", to_timestamp(x."time" / 1000.0)
  FROM jsonb_to_recordset((SELECT j->'reports' FROM d)) AS x("orderId" bigint, "accountId" int,
    "execType" int, "market" text, "code" text, "side" int, "qty" bigint, "price" float8,
    "amount" bigint, "fees" bigint, "tradingDate" text, "time" float8)
), tr AS (
  INSERT INTO trading_transfers (account_id, direction, amount, balance_after, trading_date, created_at)
  SELECT x."accountId", x."direction", x."amount", x."balanceAfter", x."tradingDate",
    to_timestamp(x."time" / 1000.0)
  FROM jsonb_to_recordset((SELECT j->'transfers' FROM d)) AS x("accountId" int, "direction" int,
    "amount" bigint, "balanceAfter" bigint, "tradingDate" text, "time" float8)
), nv AS (
  INSERT INTO trading_nav (account_id, trading_date, total_assets, cash, market_value, units, nav)
  SELECT x."accountId", x."tradingDate", x."total", x."cash", x."marketValue", x."units", x."nav"
  FROM jsonb_to_recordset((SELECT j->'navs' FROM d)) AS x("accountId" int, "tradingDate" text,
    "total" bigint, "cash" bigint, "marketValue" bigint, "units" float8, "nav" float8)
  ON CONFLICT (account_id, trading_date) DO UPDATE SET total_assets = EXCLUDED.total_assets,
    cash = EXCLUDED.cash, market_value = EXCLUDED.market_value, units = EXCLUDED.units, nav = EXCLUDED.nav
)
DELETE FROM trading_journal WHERE seq <= $2`;

/** The rows of a batch: last state per key, all reports and transfers, in journal order. */
export function batchRows(steps: readonly JournalStep[]) {
  const accounts = new Map<number, JournalStep['account']>();
  const orders = new Map<number, object>();
  const positions = new Map<string, object>();
  const navs = new Map<string, object>();
  const reports: object[] = [];
  const transfers: object[] = [];
  for (const s of steps) {
    const accountId = s.account.accountId;
    accounts.set(accountId, s.account);
    for (const o of s.orders) {
      const prev = orders.get(o.orderId) as { time: number } | undefined;
      // An order keeps the time it was first journaled (its placement time).
      orders.set(o.orderId, { ...o, time: prev?.time ?? s.time });
    }
    for (const p of s.positions)
      positions.set(`${accountId}|${p.market}|${p.code}`, { ...p, accountId });
    for (const r of s.reports) reports.push({ ...r, time: s.time });
    if (s.transfer) transfers.push({ ...s.transfer, accountId, time: s.time });
    if (s.nav)
      navs.set(`${accountId}|${s.nav.tradingDate}`, {
        ...s.nav,
        accountId,
        units: s.account.units,
      });
  }
  return {
    accounts: [...accounts.values()],
    orders: [...orders.values()],
    positions: [...positions.values()],
    reports,
    transfers,
    navs: [...navs.values()],
  };
}

/**
 * Applies committed journal entries to the tables in the background, in batches, shortly after
 * they arrive; `flush` applies everything now (readers call it before they read the tables).
 */
export class JournalApplier {
  private queue: JournalEntry[] = [];
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly delayMs = 20,
  ) {}

  enqueue(entries: JournalEntry[]): void {
    this.queue.push(...entries);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.run().catch(() => undefined);
    }, this.delayMs);
  }

  /** Applies every queued entry now. */
  async flush(): Promise<void> {
    while (this.queue.length > 0 || this.running) await this.run();
  }

  /** Replays what a previous run left in the journal (start-up after a crash). */
  async replay(): Promise<number> {
    const rows = await this.db.query<{ seq: unknown; step: unknown }>(
      'SELECT seq, step FROM trading_journal ORDER BY seq',
    );
    const entries = rows.map((r) => ({
      seq: Number(r.seq),
      step: (typeof r.step === 'string' ? JSON.parse(r.step) : r.step) as JournalStep,
    }));
    this.queue.unshift(...entries);
    await this.flush();
    return entries.length;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private run(): Promise<void> {
    this.running ??= this.applyAll().finally(() => (this.running = null));
    return this.running;
  }

  private async applyAll(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, 2000);
      const last = batch[batch.length - 1] as JournalEntry;
      await this.db.query(APPLY_SQL, [
        JSON.stringify(batchRows(batch.map((e) => e.step))),
        last.seq,
      ]);
      this.queue.splice(0, batch.length);
    }
  }
}
