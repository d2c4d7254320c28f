import { ASSET_CLASSES, assetClassFor, assetClassOfHolding } from '../../domain/asset-classes';
import { settlementPrice } from '../../domain/futures';
import {
  applyCorporateAction,
  holdingKey,
  navOf,
  toWholeFen,
  type Report,
} from '../../domain/exchange';
import { EngineCore } from './engine-core';
import type { AccountRecord, HeldPosition, NamedOrder } from './rows';
import type { TradingSettings } from './settings';
import { totalAssetsLi } from './valuation';

/**
 * End of trading day `previous` (the market now trades `next`), per account in one step:
 * unfilled day orders expire (status 3), shares bought are released (T+1), dividends and bonus
 * shares with an ex-date after the last settled day up to `next` are booked (111/112), and a NAV
 * snapshot of `previous` is stored for the rankings. Idempotent: settled accounts are skipped.
 */
export async function settleDay(
  core: EngineCore,
  previous: string,
  next: string,
  /** Settle accounts already settled for `previous` again (test-only day roll). */
  again = false,
): Promise<void> {
  const ids = await core.accountsToSettle(again ? '9999-12-31' : previous);
  await Promise.all(
    ids.map((id) =>
      core.store.run(id, (account) => settleAccount(core, account, previous, next, again)),
    ),
  );
}

/** What an account's day end changes, built up phase by phase and committed as one step. */
interface DayBooks {
  cash: AccountRecord['cash'];
  positions: Map<string, HeldPosition>;
  orders: NamedOrder[];
  reports: Report[];
}

/** The day: what ended (`previous`) and what the market trades now (`next`). */
interface DayEnd {
  core: EngineCore;
  account: AccountRecord;
  previous: string;
  next: string;
}

async function settleAccount(
  core: EngineCore,
  account: AccountRecord,
  previous: string,
  next: string,
  again: boolean,
): Promise<void> {
  if (!again && account.settledDate !== null && account.settledDate >= previous) return;
  const day: DayEnd = { core, account, previous, next };
  const books: DayBooks = {
    cash: account.cash,
    positions: new Map(account.positions),
    orders: [],
    reports: [],
  };
  expireDayOrders(day, books);
  // NAV of the day that ended, before anything of the next day (ex-date actions) is booked.
  const nav = dayNav(day, books);
  const settings = await core.settings(account.matchId);
  await holdingDayEnds(day, books, settings);
  accountDayEnds(day, books, settings);
  // Balances booked in odd li before money was kept in fen come to whole fen here.
  const fen = toWholeFen(books.cash, [...books.positions.values()]);
  await core.commit(account, {
    account: { ...account, cash: fen.cash, settledDate: previous },
    positions: fen.positions,
    orders: books.orders,
    reports: books.reports,
    nav,
  });
}

/** Unfilled orders of the day that ended expire (status 3), releasing what they froze. */
function expireDayOrders({ core, account, previous }: DayEnd, books: DayBooks): void {
  for (const order of EngineCore.working(account)) {
    if (order.tradingDate > previous) continue;
    const key = holdingKey(order);
    const position = books.positions.get(key) as HeldPosition;
    const sec = core.market.security(`${order.code}.${order.market}`);
    const cls = sec && assetClassFor(sec, order.effect ?? null);
    if (!cls) continue;
    const r = cls.release({ cash: books.cash, position, order }, 'expire');
    books.cash = r.cash;
    books.positions.set(key, { ...position, ...r.position });
    books.orders.push({ ...order, ...r.order });
    books.reports.push(r.report);
  }
}

/** The NAV snapshot of the day that ended, for the rankings. */
function dayNav({ core, account, previous }: DayEnd, books: DayBooks) {
  const { cash, positions } = books;
  const total = totalAssetsLi(core.market, { ...account, cash, positions }, previous);
  return {
    tradingDate: previous,
    total,
    cash: cash.available + cash.frozen,
    marketValue: total - cash.available - cash.frozen,
    nav: navOf(total, account.units),
  };
}

/**
 * Each holding's own day end (its class's `endOfDay`: T+1 release, futures marking, option
 * expiry …), then the dividends and bonus shares with an ex-date after the last settled day up to
 * `next` (111/112).
 */
async function holdingDayEnds(day: DayEnd, books: DayBooks, settings: TradingSettings) {
  const { core, account, previous, next } = day;
  const after = account.settledDate ?? core.market.previousTradingDate(previous);
  const actions = await core.accounts.corporateActions(after, next);
  for (const [key, p] of books.positions) {
    const sec = core.market.security(`${p.code}.${p.market}`);
    const cls = sec && assetClassOfHolding(sec, p.posSide);
    const eod = (sec && cls ? cls : undefined)?.endOfDay({
      cash: books.cash,
      position: p,
      security: sec,
      closePrice: closePriceOf(core, p, previous),
      underlyingClose: sec?.derivative?.underlying
        ? core.market.quote(sec.derivative.underlying)?.last
        : undefined,
      previous,
      next,
      accountId: account.accountId,
      settings,
    });
    books.cash = eod?.cash ?? books.cash;
    let position: HeldPosition = { ...p, ...(eod?.position ?? {}) };
    if (eod) books.reports.push(...eod.reports);
    for (const a of actions.filter(
      (x) => x.code === p.code && x.market === p.market && !p.posSide,
    )) {
      const r = applyCorporateAction(books.cash, position, a, account.accountId);
      books.cash = r.cash;
      position = { ...position, ...r.position };
      books.reports.push(...r.reports);
    }
    books.positions.set(key, position);
  }
}

/** A future settles at its settlement price (VWAP of its window), others at the last price. */
function closePriceOf(core: EngineCore, p: HeldPosition, previous: string): number | undefined {
  const key = `${p.code}.${p.market}`;
  const sec = core.market.security(key);
  return (
    (sec && settlementPrice(sec, core.market.minuteBars?.(key, previous) ?? [])) ??
    core.market.quote(key)?.last
  );
}

/** Account-wide day ends (a credit account's maintenance ratio and forced liquidation …). */
function accountDayEnds(day: DayEnd, books: DayBooks, settings: TradingSettings): void {
  const { core, account, previous, next } = day;
  for (const cls of ASSET_CLASSES) {
    if (!cls.endOfAccount) continue;
    const holdings = [...books.positions.values()].map((position) => ({
      position,
      security: core.market.security(`${position.code}.${position.market}`),
      price: core.market.quote(`${position.code}.${position.market}`)?.last,
    }));
    const r = cls.endOfAccount({
      cash: books.cash,
      holdings,
      previous,
      next,
      accountId: account.accountId,
      settings,
      priceOf: (key) => core.market.quote(key)?.last,
    });
    books.cash = r.cash;
    for (const p of r.positions) {
      const key = holdingKey(p);
      books.positions.set(key, { ...(books.positions.get(key) as HeldPosition), ...p });
    }
    books.reports.push(...r.reports);
  }
}
