import type { Db } from '../../db/db';
import type { Report } from '../../domain/exchange';
import type { HeldPosition, NamedOrder } from './rows';

/** One engine step as journaled: absolute post-step state, so replaying it is idempotent. */
export interface JournalStep {
  /** Engine time of the step (ms): order and report timestamps. */
  time: number;
  account: {
    accountId: number;
    transfers: number;
    fees: number;
    realised: number;
    available: number;
    frozen: number;
    units: number;
    settledDate: string | null;
  };
  positions: HeldPosition[];
  /** Full state of every order the step created or changed. */
  orders: NamedOrder[];
  reports: Report[];
  transfer?: { direction: number; amount: number; balanceAfter: number; tradingDate: string };
  nav?: { tradingDate: string; total: number; cash: number; marketValue: number; nav: number };
}

/** A journaled step with its sequence number. */
export interface JournalEntry {
  seq: number;
  step: JournalStep;
}

interface Waiter {
  step: JournalStep;
  resolve: () => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit into the journal: steps that arrive while a write is in flight go together in
 * the next single INSERT, so the database commits once for many orders. `append` resolves only
 * after the commit: that is the moment an order may be acknowledged.
 */
export class Journal {
  private pending: Waiter[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly onCommitted: (entries: JournalEntry[]) => void,
  ) {}

  append(step: JournalStep): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ step, resolve, reject });
      this.writing ??= this.drain().finally(() => (this.writing = null));
    });
  }

  /** Resolves when every step appended so far is committed. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, 2000);
      // One bad step must not fail the others that happened to share its batch: after a failed
      // batch each step goes alone; a step that fails alone fails only its caller and is dropped.
      const groups = (await this.tryInsert(batch)) ? [] : batch.map((w) => [w]);
      for (const g of groups) await this.tryInsert(g);
    }
  }

  /** Inserts a batch and settles its callers; false (nothing settled) when a batch of many fails. */
  private async tryInsert(batch: Waiter[]): Promise<boolean> {
    let seqs: number[];
    try {
      seqs = await this.insert(batch);
    } catch (error) {
      if (batch.length > 1) return false;
      for (const w of batch) w.reject(error);
      return true;
    }
    this.onCommitted(batch.map((w, i) => ({ seq: seqs[i] ?? 0, step: w.step })));
    for (const w of batch) w.resolve();
    return true;
  }

  private async insert(batch: Waiter[]): Promise<number[]> {
    const payload = JSON.stringify(batch.map((w) => ({ a: w.step.account.accountId, s: w.step })));
    const rows = await this.db.query<{ seq: unknown }>(
      `INSERT INTO trading_journal (account_id, step)
       SELECT (e->>'a')::int, e->'s' FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(e, i)
       ORDER BY i RETURNING seq`,
      [payload],
    );
    return rows.map((r) => Number(r.seq)).sort((x, y) => x - y);
  }
}
