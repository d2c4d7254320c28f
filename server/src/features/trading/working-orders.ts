import { assetClassFor } from '../../domain/asset-classes';
import { holdingKey, matchOrder, type Report, type SessionRule } from '../../domain/exchange';
import { keyOf, shanghaiParts, type MarketTime, type Quote } from '../../domain/market';
import { EngineCore } from './engine-core';
import type { MarketPort } from './market-port';
import type { AccountRecord, HeldPosition, NamedOrder } from './rows';

/** One volume cap per order per market interval. */
export const matchKey = (t: MarketTime): string => `${t.tradingDate}|${t.step}`;

/** The Shanghai minute of day of an epoch time (night sessions, the opening call's cancel cut). */
export const minuteOfDay = (epochMs: number): number =>
  Math.floor(shanghaiParts(epochMs).second / 60);

/** The trading day an order taken under `session` belongs to (a night session's: the next one). */
export const sessionDate = (
  session: SessionRule,
  tradingDate: string,
  market: Pick<MarketPort, 'nextTradingDate'>,
): string =>
  session.nextDay ? (market.nextTradingDate?.(tradingDate) ?? tradingDate) : tradingDate;

/**
 * Matches one account's working orders whose class's session matches now, booking fills through
 * the order's asset class, and commits every change in one step.
 */
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
    const sec = core.market.security(`${order.code}.${order.market}`);
    const quote = sec && quotes.get(keyOf(sec));
    const cls = sec && assetClassFor(sec, order.effect ?? null);
    if (!sec || !quote || !cls || order.matchKey === stamp) continue;
    // The class's session at the Shanghai minute (a futures night session matches its own orders).
    const session = cls.session(sec, t.phase, minuteOfDay(core.now()), t.step);
    if (!session.match || order.tradingDate !== sessionDate(session, t.tradingDate, core.market))
      continue;
    const settings = await core.settings(account.matchId);
    const fills = matchOrder(order, quote, settings.volumeCap, cls.fillStep(sec));
    if (fills.length === 0) continue;
    const key = holdingKey(order);
    let position = positions.get(key) ?? (account.positions.get(key) as HeldPosition);
    let current: NamedOrder = order;
    for (const f of fills) {
      const r = cls.fill({ cash, position, order: current }, sec, settings, f.qty, f.price);
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
