import { type TradingService, minuteOfDay, sessionDate } from '../trading';

/** The widest night session (21:00–02:30, au/ag/sc) as Shanghai minutes. */
const NIGHT_FROM = 21 * 60;
const NIGHT_TO = 2 * 60 + 30;

/**
 * The trading day the futures "today" lists (当日委托, 当日成交) show: after the close, once the
 * night session has begun (21:00, until 02:30 on a weekend night), the next trading day — night
 * orders and fills belong to it; otherwise the clock's trading date.
 */
export function futuresListDate(svc: TradingService): string {
  const { market } = svc.core;
  const t = market.now();
  const minute = minuteOfDay(svc.core.now());
  const night = t.phase === 'closed' && (minute >= NIGHT_FROM || minute < NIGHT_TO);
  return sessionDate(
    { order: true, marketOrder: false, cancel: true, match: true, nextDay: night },
    t.tradingDate,
    market,
  );
}
