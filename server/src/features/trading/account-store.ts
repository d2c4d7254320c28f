import type { AccountGuard } from '../../cluster';
import type { LedgerRepository } from './ledger.repository';
import type { AccountRecord } from './rows';

/**
 * The engine's in-memory accounts, loaded on first use, with one queue per account: every step
 * of an account (order, cancel, fills, settlement) runs alone, persists, then updates memory.
 */
export class AccountStore {
  private readonly cache = new Map<number, AccountRecord>();
  private readonly queues = new Map<number, Promise<unknown>>();

  /**
   * `guard` (cluster mode) runs each step as the only writer of the account across processes;
   * the account is then read afresh, since another process may have changed it.
   */
  constructor(
    private readonly repo: LedgerRepository,
    private readonly guard?: AccountGuard,
  ) {}

  /** Runs `fn` on the account after every earlier step of it; undefined for unknown accounts. */
  run<T>(accountId: number, fn: (account: AccountRecord) => Promise<T>): Promise<T | undefined> {
    const previous = this.queues.get(accountId) ?? Promise.resolve();
    const step = async () => {
      if (this.guard) this.cache.delete(accountId);
      const account = await this.load(accountId);
      return account ? fn(account) : undefined;
    };
    const guard = this.guard;
    const next = previous.then(() => (guard ? guard(accountId, step) : step()));
    const settled = next.catch(() => undefined);
    this.queues.set(accountId, settled);
    void settled.then(() => {
      if (this.queues.get(accountId) === settled) this.queues.delete(accountId);
    });
    return next;
  }

  /** Resolves when every queued step has finished. */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }

  /** Accounts in memory that have working orders. */
  withWorkingOrders(): AccountRecord[] {
    return [...this.cache.values()].filter((a) => a.working.size > 0);
  }

  /** Drops cached accounts (a fresh load follows), e.g. after an outside change. */
  forget(accountId: number): void {
    this.cache.delete(accountId);
  }

  private async load(accountId: number): Promise<AccountRecord | undefined> {
    const hit = this.cache.get(accountId);
    if (hit) return hit;
    const loaded = await this.repo.loadAccount(accountId);
    if (loaded) this.cache.set(accountId, loaded);
    return loaded;
  }
}
