import {
  EXEC_TYPE,
  SIDE,
  type EndOfDayInput,
  type EndOfDayResult,
  type ExecType,
  type Position,
  type Report,
} from '../exchange';
import { closeLots } from './book';
import { buckets, direction, markOf, withBook, ymd } from './holding';
import { marginLi, notionalLi, termsOf } from './rules';

export function dayReport(
  input: Pick<EndOfDayInput, 'accountId' | 'previous'>,
  p: Position,
  execType: ExecType,
  qty: number,
  price: number,
  amount: number,
  fees: number,
): Report {
  return {
    orderId: null,
    accountId: input.accountId,
    execType,
    market: p.market,
    code: p.code,
    // The side that closes the holding (a long is sold, a short bought back).
    side: p.posSide === 'S' ? SIDE.BUY : SIDE.SELL,
    qty,
    price,
    amount,
    fees,
    tradingDate: input.previous,
    realised: execType === EXEC_TYPE.MARK_TO_MARKET ? amount : 0,
  };
}

/**
 * End of day of a futures holding (结算): marked to the settlement price — the variation margin
 * goes to cash as realised P&L (report 121) and the margin is re-set at the settlement price,
 * today's lots become yesterday's — except lots a night session opened for a later trading day,
 * which keep their open-price mark and stay today's. On the last trading day the holding is settled at the final
 * settlement price (123). Forced liquidation (强平) is decided per account once every holding is
 * marked (liquidation.ts).
 */
export function settleFutures(input: EndOfDayInput): EndOfDayResult {
  const { position, security: sec } = input;
  const terms = termsOf(sec);
  if (!sec || !terms || position.qty <= 0)
    return {
      cash: input.cash,
      position: withBook(position, {
        today: 0,
        todayMark: 0,
        yesterdayMark: 0,
        nextLots: 0,
        nextMark: 0,
      }),
      reports: [],
    };
  const pv = ymd(input.previous);
  const { current, next } = buckets(position);
  // Lots of a later trading day (a night session opened before this settlement) stay unmarked.
  const carried = [current, next].filter((x) => x.lots > 0 && x.day > pv);
  const carriedLots = carried.reduce((s, x) => s + x.lots, 0);
  const carriedMark = carried.reduce((s, x) => s + x.mark, 0);
  const settledLots = position.qty - carriedLots;
  const mark = markOf(position) - carriedMark;
  const price =
    input.closePrice ?? markOf(position) / 1000 / position.qty / (sec.derivative?.multiplier ?? 1);
  const notional = notionalLi(sec, price, settledLots);
  const vm = direction(position) * (notional - mark);
  const margin = marginLi(sec, position.posSide ?? 'L', price, position.qty, input.settings);
  let cash = {
    ...input.cash,
    available: input.cash.available + vm - (margin - position.cost),
    realised: input.cash.realised + vm,
  };
  let held: Position = withBook(
    {
      ...position,
      cost: margin,
      realised: position.realised + vm,
      sellable: position.qty - position.frozen,
    },
    {
      yesterdayMark: notional,
      today: carriedLots,
      todayMark: carriedMark,
      day: Math.max(0, ...carried.map((x) => x.day)),
      nextLots: 0,
      nextMark: 0,
      nextDay: 0,
    },
  );
  const reports =
    settledLots > 0
      ? [dayReport(input, position, EXEC_TYPE.MARK_TO_MARKET, settledLots, price, vm, 0)]
      : [];
  if (input.previous >= terms.lastTradingDay) {
    // Delivery settles at the final settlement price without a close fee.
    const qty = held.qty;
    const c = closeLots(cash, held, sec, qty, price, false);
    cash = { ...c.cash, available: c.cash.available + c.fee, fees: c.cash.fees - c.fee };
    held = { ...c.position, sellable: 0, frozen: 0 };
    reports.push(dayReport(input, position, EXEC_TYPE.EXPIRY, qty, price, c.notional, 0));
  }
  return { cash, position: held, reports };
}
