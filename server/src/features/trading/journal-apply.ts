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
    status, reject_code, trading_date, match_key, effect, pos_side, created_at, updated_at)
  SELECT x."orderId", x."accountId", x."clOrdId", x."market", x."code", x."name", x."securityType",
    x."side", x."kind", x."price", x."qty", x."filledQty", x."filledAmount", x."fees", x."frozenCash",
    x."frozenQty", x."status", x."rejectCode", x."tradingDate", x."matchKey", x."effect",
    coalesce(x."posSide", ''), to_timestamp(x."time" / 1000.0), to_timestamp(x."time" / 1000.0)
  FROM jsonb_to_recordset((SELECT j->'orders' FROM d)) AS x("orderId" bigint, "accountId" int,
    "clOrdId" text, "market" text, "code" text, "name" text, "securityType" int, "side" int,
    "kind" text, "price" float8, "qty" bigint, "filledQty" bigint, "filledAmount" bigint,
    "fees" bigint, "frozenCash" bigint, "frozenQty" bigint, "status" int, "rejectCode" int,
    "tradingDate" text, "matchKey" text, "effect" text, "posSide" text, "time" float8)
  ON CONFLICT (order_id) DO UPDATE SET filled_qty = EXCLUDED.filled_qty,
    filled_amount = EXCLUDED.filled_amount, fees = EXCLUDED.fees, frozen_cash = EXCLUDED.frozen_cash,
    frozen_qty = EXCLUDED.frozen_qty, status = EXCLUDED.status, match_key = EXCLUDED.match_key,
    updated_at = EXCLUDED.updated_at
), p AS (
  INSERT INTO trading_positions (account_id, market, code, pos_side, security_type, qty, sellable,
    frozen, cost, realised, class_data)
  SELECT x."accountId", x."market", x."code", coalesce(x."posSide", ''), x."securityType", x."qty",
    x."sellable", x."frozen", x."cost", x."realised", x."classData"
  FROM jsonb_to_recordset((SELECT j->'positions' FROM d)) AS x("accountId" int, "market" text,
    "code" text, "posSide" text, "securityType" int, "qty" bigint, "sellable" bigint, "frozen" bigint,
    "cost" bigint, "realised" bigint, "classData" jsonb)
  ON CONFLICT (account_id, market, code, pos_side) DO UPDATE SET qty = EXCLUDED.qty, sellable = EXCLUDED.sellable,
    frozen = EXCLUDED.frozen, cost = EXCLUDED.cost, realised = EXCLUDED.realised,
    class_data = EXCLUDED.class_data
), r AS (
  INSERT INTO trading_reports (order_id, account_id, exec_type, market, code, side, qty, price,
    amount, fees, trading_date, created_at, realised)
  SELECT x."orderId", x."accountId", x."execType", x."market", x."code", x."side", x."qty", x."price",
    x."amount", x."fees", x."tradingDate", to_timestamp(x."time" / 1000.0), x."realised"
  FROM jsonb_to_recordset((SELECT j->'reports' FROM d)) AS x("orderId" bigint, "accountId" int,
    "execType" int, "market" text, "code" text, "side" int, "qty" bigint, "price" float8,
    "amount" bigint, "fees" bigint, "tradingDate" text, "time" float8, "realised" bigint)
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
DELETE FROM trading_journal WHERE seq = ANY($2::bigint[])`;

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
      positions.set(`${accountId}|${p.market}|${p.code}|${p.posSide ?? ''}`, { ...p, accountId });
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

/** SQLSTATE classes that say the data of an entry is bad (a retry would fail the same way). */
const POISON = /^(21|22|23)|^42804$/;

/** Whether an error of the database is about the data it was given, not the database itself. */
export function isPoison(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && POISON.test(code);
}

/** Moves an entry out of the journal into the quarantine, with the reason (one statement). */
const QUARANTINE_SQL = `
WITH q AS (
  INSERT INTO trading_journal_quarantine (seq, account_id, step, error)
  SELECT seq, account_id, step, $2 FROM trading_journal WHERE seq = $1
  ON CONFLICT (seq) DO NOTHING
)
DELETE FROM trading_journal WHERE seq = $1`;

/** Where the applier reports a quarantined entry. */
export type QuarantineLog = (message: string, detail: Record<string, unknown>) => void;

const logToStderr: QuarantineLog = (message, detail) => console.error(message, detail);

/**
 * Applies committed journal entries to the tables in the background, in batches, shortly after
 * they arrive; `flush` applies everything now (readers call it before they read the tables).
 * A batch the database refuses is applied entry by entry; an entry whose data it refuses is moved
 * to trading_journal_quarantine and logged, and the rest goes on, so one bad record never blocks
 * the readers or the start. Other errors (database unreachable) leave the queue as it is.
 */
export class JournalApplier {
  private queue: JournalEntry[] = [];
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Entries quarantined since start. */
  quarantined = 0;

  constructor(
    private readonly db: Db,
    private readonly delayMs = 20,
    private readonly log: QuarantineLog = logToStderr,
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
    const entries = rows.map((r) => ({ seq: Number(r.seq), step: parseStep(r.step) }));
    this.queue.unshift(...entries);
    await this.flush();
    return entries.length;
  }

  /**
   * Applies what a dead process left in the journal for one account (cluster mode: called
   * under the account's lock, so no live writer has entries of it in flight).
   */
  async replayAccount(accountId: number): Promise<number> {
    const rows = await this.db.query<{ seq: unknown; step: unknown }>(
      'SELECT seq, step FROM trading_journal WHERE account_id = $1 ORDER BY seq',
      [accountId],
    );
    if (rows.length === 0) return 0;
    const entries = rows.map((r) => ({ seq: Number(r.seq), step: parseStep(r.step) }));
    try {
      await this.apply(entries);
    } catch (error) {
      if (!isPoison(error)) throw error;
      for (const entry of entries) await this.applyAlone(entry);
    }
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
      try {
        await this.apply(batch);
      } catch (error) {
        if (!isPoison(error)) throw error;
        for (const entry of batch) await this.applyAlone(entry);
      }
      this.queue.splice(0, batch.length);
    }
  }

  private apply(batch: JournalEntry[]): Promise<unknown> {
    let rows: string;
    try {
      rows = JSON.stringify(batchRows(batch.map((e) => e.step)));
    } catch (error) {
      // A stored step without the shape of one (e.g. written by another version) is bad data.
      return Promise.reject(
        Object.assign(new Error(`malformed journal step: ${String(error)}`), { code: '22000' }),
      );
    }
    // Only the batch's own entries leave the journal: other processes' entries may sit between.
    return this.db.query(APPLY_SQL, [rows, batch.map((e) => e.seq)]);
  }

  private async applyAlone(entry: JournalEntry): Promise<void> {
    try {
      await this.apply([entry]);
    } catch (error) {
      if (!isPoison(error)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      await this.db.query(QUARANTINE_SQL, [entry.seq, reason.slice(0, 1000)]);
      this.quarantined += 1;
      this.log('trading journal entry quarantined', {
        seq: entry.seq,
        accountId: entry.step?.account?.accountId,
        error: reason,
      });
    }
  }
}

/** A stored step: jsonb arrives parsed from PGlite and as text from some drivers. */
function parseStep(raw: unknown): JournalStep {
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as JournalStep;
}
