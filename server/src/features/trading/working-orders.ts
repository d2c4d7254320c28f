import { applyFill, fillStep, matchOrder, type Report } from '../../domain/exchange';
import type { MarketTime, Quote } from '../../domain/market';
import { EngineCore } from './engine-core';
import type { AccountRecord, HeldPosition, NamedOrder } from './rows';

/** One volume cap per order per market interval. */
export const matchKey = (t: MarketTime): string => `${t.tradingDate}|${t.step}`;

/** Matches one account's working orders and commits every change in one step. */
export async function matchWorking(
  core: EngineCore,
  account: AccountRecord,
  quotes: Map<string, Quote>,
  t: MarketTime,
): Promise<void> {
  const stamp = matchKey(t);
  let cash = account.cash;
  const positions = new Map<string, HeldPosition>();
  const orders: NamedOrder[] = [];
  const reports: Report[] = [];
  for (const order of EngineCore.working(account)) {
    const key = `${order.code}.${order.market}`;
    const quote = quotes.get(key);
    const sec = core.market.security(key);
    if (!quote || !sec || order.matchKey === stamp || order.tradingDate !== t.tradingDate) continue;
    const settings = await core.settings(account.matchId);
    const fills = matchOrder(order, quote, settings.volumeCap, fillStep(sec));
    if (fills.length === 0) continue;
    let position = positions.get(key) ?? (account.positions.get(key) as HeldPosition);
    let current: NamedOrder = order;
    for (const f of fills) {
      const r = applyFill({ cash, position, order: current }, sec, settings.fees, f.qty, f.price);
      cash = r.cash;
      position = { ...position, ...r.position };
      current = { ...current, ...r.order };
      reports.push(r.report);
    }
    positions.set(key, position);
    orders.push({ ...current, matchKey: stamp });
  }
  if (orders.length === 0) return;
  await core.commit(account, {
    account: { ...account, cash },
    positions: [...positions.values()],
    orders,
    reports,
  });
}
