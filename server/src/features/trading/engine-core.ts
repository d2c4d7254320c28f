import type { Report } from '../../domain/exchange';
import type { HubPush } from '../../http/hub-push';
import type { AccountsRepository } from './accounts.repository';
import type { AccountStore } from './account-store';
import type { LedgerRepository, StepWrite } from './ledger.repository';
import type { MarketPort } from './market-port';
import type { AccountRecord, NamedOrder } from './rows';
import { parseSettings, type TradingSettings } from './settings';
import { orderView, reportView } from './views';

/** Hub targets of the exchange's pushes to the order's owner. */
export const PUSH = { ORDER: 'StkOrderUpdate', REPORT: 'StkTradeReport' } as const;

/** Shared parts of the engine and the day settlement. */
export class EngineCore {
  private readonly settingsCache = new Map<number, Promise<TradingSettings>>();

  constructor(
    readonly ledger: LedgerRepository,
    readonly accounts: AccountsRepository,
    readonly store: AccountStore,
    readonly market: MarketPort,
    readonly hub: HubPush,
  ) {}

  /** A contest's settings, cached; `reloadSettings` after a contest changes them. */
  settings(matchId: number): Promise<TradingSettings> {
    let s = this.settingsCache.get(matchId);
    if (!s) {
      s = this.accounts.match(matchId).then((row) => parseSettings(matchId, row));
      this.settingsCache.set(matchId, s);
    }
    return s;
  }

  reloadSettings(matchId: number): void {
    this.settingsCache.delete(matchId);
  }

  /**
   * Persists a step, then (only after the commit) applies it to the in-memory account and tells
   * the owner. Orders that stopped working leave the working set.
   */
  async commit(account: AccountRecord, step: StepWrite): Promise<number | null> {
    const res = await this.ledger.write(step);
    if (res.duplicate) return null;
    account.cash = step.account.cash;
    account.units = step.account.units;
    account.settledDate = step.account.settledDate;
    for (const p of step.positions) account.positions.set(`${p.code}.${p.market}`, p);
    const orders = step.newOrder ? [{ ...step.newOrder, orderId: res.orderId as number }] : [];
    for (const o of [...orders, ...step.orders]) {
      if (o.status === 0 || o.status === 1) account.working.set(o.orderId, o);
      else account.working.delete(o.orderId);
      this.hub.toUser(account.userId, PUSH.ORDER, orderView(o));
    }
    for (const r of step.reports) {
      const report: Report = r.orderId === 0 ? { ...r, orderId: res.orderId } : r;
      const name = account.positions.get(`${r.code}.${r.market}`)?.name ?? '';
      this.hub.toUser(account.userId, PUSH.REPORT, reportView({ ...report, name }));
    }
    return res.orderId ?? 0;
  }

  /** Accounts whose end of day `date` is not settled yet. */
  accountsToSettle(date: string): Promise<number[]> {
    return this.ledger.accountsToSettle(date);
  }

  /** Placeholder for a new order's id inside a step (the database assigns the real one). */
  static readonly NEW_ORDER_ID = 0;

  /** The working orders of an account, oldest first. */
  static working(account: AccountRecord): NamedOrder[] {
    return [...account.working.values()].sort((a, b) => a.orderId - b.orderId);
  }
}
