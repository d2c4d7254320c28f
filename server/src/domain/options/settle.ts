import {
  EXEC_TYPE,
  roundFen,
  SIDE,
  type EndOfDayInput,
  type EndOfDayResult,
  type ExecType,
  type Position,
  type Report,
} from '../exchange';
import { combinedQty, comboMarginOf, premiumOf, shareOf } from './holding';
import { intrinsicOf, marginLi, optionTermsOf, premiumLi } from './rules';

function dayReport(
  input: EndOfDayInput,
  p: Position,
  execType: ExecType,
  price: number,
  amount: number,
  realised: number,
): Report {
  return {
    orderId: null,
    accountId: input.accountId,
    execType,
    market: p.market,
    code: p.code,
    // The side that ends the holding (rights are sold, obligations bought back).
    side: p.posSide === 'S' ? SIDE.BUY : SIDE.SELL,
    qty: p.qty,
    price,
    amount,
    fees: 0,
    tradingDate: input.previous,
    realised,
  };
}

/** Ends a holding at `price` per unit: rights are paid, obligations pay, margin is released. */
function endAt(input: EndOfDayInput, price: number, kind: ExecType): EndOfDayResult {
  const { position: p, cash } = input;
  const t = optionTermsOf(input.security);
  const value = t ? premiumLi(t, price, p.qty) : 0;
  const short = p.posSide === 'S';
  const realised = short ? premiumOf(p) - value : value - p.cost;
  const available = cash.available + (short ? p.cost + premiumOf(p) - value : value);
  return {
    cash: { ...cash, available, realised: cash.realised + realised },
    position: {
      ...p,
      qty: 0,
      sellable: 0,
      frozen: 0,
      cost: 0,
      realised: p.realised + realised,
      classData: { premium: 0 },
    },
    reports: [dayReport(input, p, kind, price, value, realised)],
  };
}

/**
 * End of day of an option holding. On (or after) the expiry date the contract is settled at its
 * intrinsic value against the underlying's close (report 123): an in-the-money long is exercised
 * and paid the difference, an in-the-money short pays it, out of the money both expire
 * worthless — index and commodity options (cash). Physically delivered (ETF) contracts and
 * declared exercises are the account-wide day end's (account-end.ts). Before expiry a short's
 * margin is recomputed at the day's settlement and the underlying's close for its ordinary
 * contracts (combinations keep theirs); when cash falls below zero the short is bought back at
 * the settlement price (强平, 122).
 */
export function settleOption(input: EndOfDayInput): EndOfDayResult {
  const { position: p } = input;
  const t = optionTermsOf(input.security);
  if (!t || p.qty <= 0)
    return { cash: input.cash, position: { ...p, sellable: p.qty - p.frozen }, reports: [] };
  const u = input.underlyingClose;
  const position = { ...p, sellable: p.qty - p.frozen };
  if (input.previous >= t.expiry) {
    if (t.product.settlement === 'physical') return { cash: input.cash, position, reports: [] };
    // Without the underlying's close, the option's own close (at expiry, its intrinsic value).
    const intrinsic = u !== undefined ? intrinsicOf(t, u) : (input.closePrice ?? 0);
    return endAt(input, Number(intrinsic.toFixed(4)), EXEC_TYPE.EXPIRY);
  }
  if (p.posSide !== 'S' || u === undefined || input.closePrice === undefined)
    return { cash: input.cash, position, reports: [] };
  const settle = input.closePrice;
  const ordinary = p.qty - combinedQty(p);
  const ordinaryMargin =
    ordinary > 0
      ? Math.max(
          marginLi(t, settle, u, ordinary),
          roundFen(premiumLi(t, settle, ordinary)),
          shareOf(premiumOf(p), ordinary, p.qty, roundFen),
        )
      : 0;
  const margin = ordinaryMargin + comboMarginOf(p);
  const cost = margin - premiumOf(p);
  const cash = { ...input.cash, available: input.cash.available - (cost - p.cost) };
  if (cash.available >= 0 || p.frozen > 0)
    return { cash, position: { ...position, cost }, reports: [] };
  return endAt({ ...input, cash, position: { ...position, cost } }, settle, EXEC_TYPE.FORCED_CLOSE);
}
