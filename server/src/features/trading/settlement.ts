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

async function settleAccount(
  core: EngineCore,
  account: AccountRecord,
  previous: string,
  next: string,
  again: boolean,
): Promise<void> {
  if (!again && account.settledDate !== null && account.settledDate >= previous) return;
  let cash = account.cash;
  const positions = new Map(account.positions);
  const orders: NamedOrder[] = [];
  const reports: Report[] = [];
  for (const order of EngineCore.working(account)) {
    if (order.tradingDate > previous) continue;
    const key = holdingKey(order);
    const position = positions.get(key) as HeldPosition;
    const sec = core.market.security(`${order.code}.${order.market}`);
    const cls = sec && assetClassFor(sec, order.effect ?? null);
    if (!cls) continue;
    const r = cls.release({ cash, position, order }, 'expire');
    cash = r.cash;
    positions.set(key, { ...position, ...r.position });
    orders.push({ ...order, ...r.order });
    reports.push(r.report);
  }
  // NAV of the day that ended, before anything of the next day (ex-date actions) is booked.
  const valued: AccountRecord = { ...account, cash, positions };
  const total = totalAssetsLi(core.market, valued, previous);
  const nav = {
    tradingDate: previous,
    total,
    cash: cash.available + cash.frozen,
    marketValue: total - cash.available - cash.frozen,
    nav: navOf(total, account.units),
  };
  const after = account.settledDate ?? core.market.previousTradingDate(previous);
  const actions = await core.accounts.corporateActions(after, next);
  const settings = await core.settings(account.matchId);
  for (const [key, p] of positions) {
    const sec = core.market.security(`${p.code}.${p.market}`);
    const cls = sec && assetClassOfHolding(sec, p.posSide);
    const eod = (sec && cls ? cls : undefined)?.endOfDay({
      cash,
      position: p,
      security: sec,
      // A future settles at its settlement price (VWAP of its window), others at the last price.
      closePrice:
        (sec &&
          settlementPrice(
            sec,
            core.market.minuteBars?.(`${p.code}.${p.market}`, previous) ?? [],
          )) ??
        core.market.quote(`${p.code}.${p.market}`)?.last,
      underlyingClose: sec?.derivative?.underlying
        ? core.market.quote(sec.derivative.underlying)?.last
        : undefined,
      previous,
      next,
      accountId: account.accountId,
      settings,
    });
    cash = eod?.cash ?? cash;
    let position: HeldPosition = { ...p, ...(eod?.position ?? {}) };
    if (eod) reports.push(...eod.reports);
    for (const a of actions.filter(
      (x) => x.code === p.code && x.market === p.market && !p.posSide,
    )) {
      const r = applyCorporateAction(cash, position, a, account.accountId);
      cash = r.cash;
      position = { ...position, ...r.position };
      reports.push(...r.reports);
    }
    positions.set(key, position);
  }
  // Account-wide day ends (a credit account's maintenance ratio and forced liquidation).
  for (const cls of ASSET_CLASSES) {
    if (!cls.endOfAccount) continue;
    const holdings = [...positions.values()].map((position) => ({
      position,
      security: core.market.security(`${position.code}.${position.market}`),
      price: core.market.quote(`${position.code}.${position.market}`)?.last,
    }));
    const r = cls.endOfAccount({
      cash,
      holdings,
      previous,
      next,
      accountId: account.accountId,
      settings,
      priceOf: (key) => core.market.quote(key)?.last,
    });
    cash = r.cash;
    for (const p of r.positions) {
      const key = holdingKey(p);
      positions.set(key, { ...(positions.get(key) as HeldPosition), ...p });
    }
    reports.push(...r.reports);
  }
  // Balances booked in odd li before money was kept in fen come to whole fen here.
  const fen = toWholeFen(cash, [...positions.values()]);
  await core.commit(account, {
    account: { ...account, cash: fen.cash, settledDate: previous },
    positions: fen.positions,
    orders,
    reports,
    nav,
  });
}
