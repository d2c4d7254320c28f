import {
  EXEC_TYPE,
  roundFen,
  type AccountEndInput,
  type AccountEndResult,
  type CashState,
  type EndOfDayInput,
  type EndOfDayResult,
  type Position,
  type Report,
} from '../exchange';
import {
  closeFx,
  closingSide,
  fxBookOf,
  fxFloatingLi,
  openPriceOf,
  withFxBook,
} from './margin-book';
import {
  forexMarginSettings,
  swapRatesOf,
  SWAP_DAYS,
  swapDays,
  type ForexMarginSettings,
} from './margin-rules';
import { forexCnyLi, forexCommission, forexRules, type ForexRules } from './rules';

/** A forex holding with the price it is valued at. */
export interface FxHeld {
  position: Position;
  price: number;
}

/** The margin figures of a forex account (CNY li; level in %, null without used margin). */
export interface FxMarginStatus {
  equity: number;
  usedMargin: number;
  freeMargin: number;
  floating: number;
  level: number | null;
  warning: boolean;
  stopOut: boolean;
}

const isMargin = (p: Position) => p.posSide === 'L' || p.posSide === 'S';

/**
 * Equity (cash + spot balances at their CNY value + each margin position's margin and floating
 * P&L), used margin, free margin (equity − used margin), margin level = equity ÷ used margin in %,
 * and whether it is below the contest's warning and stop-out levels.
 */
export function fxMarginStatus(
  cash: Pick<CashState, 'available' | 'frozen'>,
  held: readonly FxHeld[],
  rules: ForexRules,
  s: Pick<ForexMarginSettings, 'marginCallLevel' | 'stopOutLevel'>,
): FxMarginStatus {
  let used = 0;
  let floating = 0;
  let spot = 0;
  for (const { position: p, price } of held) {
    if (p.qty <= 0) continue;
    if (isMargin(p)) {
      used += p.cost;
      floating += fxFloatingLi(p, price, rules);
    } else spot += forexCnyLi(rules, p.code, price, p.qty);
  }
  const equity = cash.available + cash.frozen + spot + used + floating;
  const level = used > 0 ? (equity / used) * 100 : null;
  return {
    equity,
    usedMargin: used,
    freeMargin: equity - used,
    floating,
    level,
    warning: level !== null && level < s.marginCallLevel,
    stopOut: level !== null && level < s.stopOutLevel,
  };
}

/**
 * Rollover of a margin position: a day's swap on its CNY value at the close, at the pair's long
 * or short rate ÷ 360 (swapRatesOf, the GetForexInterestInfo table), whole fen, times the days
 * the rollover carries (`swapDays`: Wednesday's books 3, FX convention), paid to or taken
 * from cash as realised P&L and kept on the position; recorded as a 121 (盯市结算) record.
 */
export function settleForexMargin(input: EndOfDayInput): EndOfDayResult {
  const { position } = input;
  if (!isMargin(position) || position.qty <= 0) return { cash: input.cash, position, reports: [] };
  const rules = forexRules(input.settings);
  const price = input.closePrice ?? openPriceOf(position);
  const rates = swapRatesOf(position.code);
  const rate = position.posSide === 'S' ? rates.shortRate : rates.longRate;
  const value = forexCnyLi(rules, position.code, price, position.qty);
  const swap = roundFen((value * rate) / 100 / SWAP_DAYS) * swapDays(input.previous, input.next);
  const cash = {
    ...input.cash,
    available: input.cash.available + swap,
    realised: input.cash.realised + swap,
  };
  const held = withFxBook(
    { ...position, realised: position.realised + swap, sellable: position.qty - position.frozen },
    { swap: fxBookOf(position).swap + swap },
  );
  const report: Report = {
    orderId: null,
    accountId: input.accountId,
    execType: EXEC_TYPE.MARK_TO_MARKET,
    market: position.market,
    code: position.code,
    side: closingSide(position),
    qty: position.qty,
    price,
    amount: swap,
    fees: 0,
    tradingDate: input.previous,
    realised: swap,
  };
  return { cash, position: held, reports: swap !== 0 ? [report] : [] };
}

/**
 * 强制平仓 (stop-out) at the rollover: while the account's margin level is below the contest's
 * stop-out level, or its free cash is below zero (a swap or a gap took more than it had), its
 * margin position with the worst floating P&L is closed whole at the last price with the
 * commission, each close its own execution (122) in the day's records. A gap can leave the
 * account below zero once everything is closed: the loss beyond the balance is not owed — the
 * balance is set back to zero (负余额清零, 124), the negative balance protection retail FX and
 * CFD accounts carry (ESMA Decision (EU) 2018/796, art. 2(c); docs/market-rules.md).
 */
export function stopOutForex(input: AccountEndInput): AccountEndResult {
  const s = forexMarginSettings(input.settings);
  const rules = forexRules({ ...input.settings, priceOf: input.priceOf ?? input.settings.priceOf });
  const held: FxHeld[] = [];
  for (const h of input.holdings)
    if (h.security?.board === 'forex' && h.position.qty > 0)
      held.push({ position: h.position, price: h.price ?? openPriceOf(h.position) });
  let cash = input.cash;
  const positions: Position[] = [];
  const reports: Report[] = [];
  const open = held.filter((h) => isMargin(h.position));
  const worst = (h: FxHeld) => fxFloatingLi(h.position, h.price, rules);
  open.sort((a, b) => worst(a) - worst(b) || a.position.code.localeCompare(b.position.code));
  for (const h of open) {
    if (!fxMarginStatus(cash, held, rules, s).stopOut && cash.available >= 0) break;
    const p = h.position;
    const amount = forexCnyLi(rules, p.code, h.price, p.qty);
    const fee = forexCommission(rules, amount);
    const c = closeFx(cash, p, p.qty, h.price, rules, fee);
    cash = c.cash;
    const closed = { ...c.position, sellable: 0, frozen: 0 };
    positions.push(closed);
    h.position = closed;
    reports.push({
      orderId: null,
      accountId: input.accountId,
      execType: EXEC_TYPE.FORCED_CLOSE,
      market: p.market,
      code: p.code,
      side: closingSide(p),
      qty: p.qty,
      price: h.price,
      amount,
      fees: fee,
      tradingDate: input.previous,
      realised: c.pnl,
    });
  }
  const last = reports[reports.length - 1];
  if (cash.available < 0 && last) {
    const written = -cash.available;
    cash = { ...cash, available: 0, realised: cash.realised + written };
    reports.push({
      ...last,
      execType: EXEC_TYPE.BALANCE_RESET,
      qty: 0,
      price: 0,
      amount: written,
      fees: 0,
      realised: written,
    });
  }
  return { cash, positions, reports };
}
