import { holdingKey } from '../../domain/exchange';
import type { HubPush } from '../../http/hub-push';
import type { AccountsRepository } from './accounts.repository';
import type { AccountStore } from './account-store';
import type { Journal, JournalStep } from './journal';
import { assertStorable, storableOrder } from './journal-guard';
import type { JournalApplier } from './journal-apply';
import type { LedgerRepository, StepWrite } from './ledger.repository';
import type { MarketPort } from './market-port';
import type { AccountRecord, NamedOrder } from './rows';
import { parseSettings, type TradingSettings } from './settings';
import { orderView, reportView } from './views';

/** Hub targets of the exchange's pushes to the order's owner. */
export const PUSH = { ORDER: 'StkOrderUpdate', REPORT: 'StkTradeReport' } as const;

/** How long contest settings are cached. */
const SETTINGS_TTL_MS = 5_000;

/** Shared parts of the engine and the day settlement. */
export class EngineCore {
  private readonly settingsCache = new Map<
    number,
    { at: number; value: Promise<TradingSettings> }
  >();
  /** Highest order id handed out; set from the database on start. */
  lastOrderId = 0;
  /** Cluster mode: order ids from the shared sequence instead of `lastOrderId`. */
  allocateOrderId: (() => Promise<number>) | undefined;
  /** Suspended securities (`code.MARKET`); loaded on start, changed through `setSuspended`. */
  readonly suspended = new Set<string>();

  constructor(
    readonly ledger: LedgerRepository,
    readonly accounts: AccountsRepository,
    readonly store: AccountStore,
    readonly market: MarketPort,
    readonly hub: HubPush,
    readonly journal: Journal,
    readonly applier: JournalApplier,
    readonly now: () => number,
  ) {}

  /**
   * A contest's settings, cached for a few seconds so settings written straight into
   * trading_settings take effect soon; `reloadSettings` makes a change effective at once.
   */
  settings(matchId: number): Promise<TradingSettings> {
    const hit = this.settingsCache.get(matchId);
    if (hit && this.now() - hit.at < SETTINGS_TTL_MS) return hit.value;
    const value = this.accounts.match(matchId).then((row) => ({
      ...parseSettings(matchId, row),
      priceOf: (key: string) => this.market.quote(key)?.last,
    }));
    this.settingsCache.set(matchId, { at: this.now(), value });
    return value;
  }

  reloadSettings(matchId: number): void {
    this.settingsCache.delete(matchId);
  }

  /** Halts or resumes trading in a security (stored, then effective at once). */
  async setSuspended(market: string, code: string, suspended: boolean): Promise<void> {
    await this.accounts.setSuspended(market, code, suspended);
    if (suspended) this.suspended.add(`${code}.${market}`);
    else this.suspended.delete(`${code}.${market}`);
  }

  /**
   * Journals a step (group commit), then, only after the commit, applies it to the in-memory
   * account and tells the owner. A new order gets the next order id here; a client order id the
   * account already used writes nothing and answers null (60015). A step with a value the journal
   * cannot hold (non-finite number, NUL) throws before anything is written or changed.
   */
  async commit(account: AccountRecord, step: StepWrite): Promise<number | null> {
    let orderId: number | null = null;
    let orders = step.orders;
    let reports = step.reports;
    // A blank client order id is absent; a rejected order's unstorable price or qty is 0.
    const fresh = step.newOrder && storableOrder(step.newOrder);
    if (fresh) {
      if (fresh.clOrdId !== null && account.clOrdIds.has(fresh.clOrdId)) return null;
      orderId = this.allocateOrderId ? await this.allocateOrderId() : this.nextOrderId();
      orders = [{ ...fresh, orderId }, ...orders];
      reports = reports.map((r) => (r.orderId === EngineCore.NEW_ORDER_ID ? { ...r, orderId } : r));
    }
    const a = step.account;
    const entry: JournalStep = {
      time: this.now(),
      account: { accountId: a.accountId, ...a.cash, units: a.units, settledDate: a.settledDate },
      positions: step.positions,
      orders,
      reports,
      ...(step.transfer
        ? { transfer: { ...step.transfer, balanceAfter: a.cash.available + a.cash.frozen } }
        : {}),
      ...(step.nav ? { nav: step.nav } : {}),
    };
    // Checked before it joins a batch: a bad value is refused here and never reaches the journal.
    assertStorable(entry);
    await this.journal.append(entry);
    if (fresh && fresh.clOrdId !== null) account.clOrdIds.add(fresh.clOrdId);
    account.cash = a.cash;
    account.units = a.units;
    account.settledDate = a.settledDate;
    for (const p of step.positions) account.positions.set(holdingKey(p), p);
    for (const o of orders) {
      if (o.status === 0 || o.status === 1) account.working.set(o.orderId, o);
      else account.working.delete(o.orderId);
      this.hub.toUser(account.userId, PUSH.ORDER, orderView(o));
    }
    for (const r of reports) {
      const name = this.market.security(`${r.code}.${r.market}`)?.name ?? '';
      this.hub.toUser(account.userId, PUSH.REPORT, reportView({ ...r, name }));
    }
    return orderId ?? 0;
  }

  private nextOrderId(): number {
    this.lastOrderId += 1;
    return this.lastOrderId;
  }

  /** Makes the tables current (every journaled step applied) before reading them. */
  async flush(): Promise<void> {
    await this.journal.flush();
    await this.applier.flush();
  }

  /** Accounts whose end of day `date` is not settled yet. */
  async accountsToSettle(date: string): Promise<number[]> {
    await this.flush();
    return this.ledger.accountsToSettle(date);
  }

  /** Placeholder for a new order's id inside a step (the database assigns the real one). */
  static readonly NEW_ORDER_ID = 0;

  /** The working orders of an account, oldest first. */
  static working(account: AccountRecord): NamedOrder[] {
    return [...account.working.values()].sort((a, b) => a.orderId - b.orderId);
  }
}
