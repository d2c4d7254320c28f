import {
  applyCorporateAction,
  navOf,
  releaseOrder,
  releaseT1,
  type Report,
} from '../../domain/exchange';
import { EngineCore } from './engine-core';
import type { AccountRecord, HeldPosition, NamedOrder } from './rows';
import { marketValue } from './valuation';

/**
 * End of trading day `previous` (the market now trades `next`), per account in one step:
 * unfilled day orders expire (status 3), shares bought are released (T+1), dividends and bonus
 * shares with an ex-date after the last settled day up to `next` are booked (111/112), and a NAV
 * snapshot of `previous` is stored for the rankings. Idempotent: settled accounts are skipped.
 */
export async function settleDay(core: EngineCore, previous: string, next: string): Promise<void> {
  const ids = await core.accountsToSettle(previous);
  await Promise.all(
    ids.map((id) => core.store.run(id, (account) => settleAccount(core, account, previous, next))),
  );
}

async function settleAccount(
  core: EngineCore,
  account: AccountRecord,
  previous: string,
  next: string,
): Promise<void> {
  if (account.settledDate !== null && account.settledDate >= previous) return;
  let cash = account.cash;
  const positions = new Map(account.positions);
  const orders: NamedOrder[] = [];
  const reports: Report[] = [];
  for (const order of EngineCore.working(account)) {
    if (order.tradingDate > previous) continue;
    const key = `${order.code}.${order.market}`;
    const position = positions.get(key) as HeldPosition;
    const r = releaseOrder({ cash, position, order }, 'expire');
    cash = r.cash;
    positions.set(key, { ...position, ...r.position });
    orders.push({ ...order, ...r.order });
    reports.push(r.report);
  }
  // NAV of the day that ended, before anything of the next day (ex-date actions) is booked.
  const valued: AccountRecord = { ...account, cash, positions };
  const total = cash.available + cash.frozen + marketValue(core.market, valued, previous);
  const nav = {
    tradingDate: previous,
    total,
    cash: cash.available + cash.frozen,
    marketValue: total - cash.available - cash.frozen,
    nav: navOf(total, account.units),
  };
  const after = account.settledDate ?? core.market.previousTradingDate(previous);
  const actions = await core.accounts.corporateActions(after, next);
  for (const [key, p] of positions) {
    let position = { ...p, ...releaseT1(p) };
    for (const a of actions.filter((x) => x.code === p.code && x.market === p.market)) {
      const r = applyCorporateAction(cash, position, a, account.accountId);
      cash = r.cash;
      position = { ...position, ...r.position };
      reports.push(...r.reports);
    }
    positions.set(key, position);
  }
  await core.commit(account, {
    account: { ...account, cash, settledDate: previous },
    positions: [...positions.values()],
    orders,
    reports,
    nav,
  });
}
