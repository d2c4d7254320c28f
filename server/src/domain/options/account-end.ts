import {
  EXEC_TYPE,
  holdingKey,
  roundFen,
  SIDE,
  toLi,
  type AccountEndInput,
  type AccountEndResult,
  type CashState,
  type Position,
  type Report,
} from '../exchange';
import { remarginCombos } from './combo-day';
import { deliverCover } from './cover';
import { dataOf, premiumOf, shareOf, withData } from './holding';
import { intrinsicOf, optionTermsOf, premiumLi, unitsLi, type OptionTerms } from './rules';

type Books = { cash: CashState; positions: Map<string, Position>; reports: Report[] };

const cleared = (p: Position, realised: number): Position => ({
  ...p,
  qty: 0,
  sellable: 0,
  frozen: 0,
  cost: 0,
  realised: p.realised + realised,
  classData: { premium: 0 },
});

function record(
  b: Books,
  input: AccountEndInput,
  p: Position,
  qty: number,
  price: number,
  amount: number,
  realised: number,
) {
  b.reports.push({
    orderId: null,
    accountId: input.accountId,
    execType: EXEC_TYPE.EXPIRY,
    market: p.market,
    code: p.code,
    side: p.posSide === 'L' ? SIDE.SELL : SIDE.BUY,
    qty,
    price,
    amount,
    fees: 0,
    tradingDate: input.previous,
    realised,
  });
}

const shareKey = (t: OptionTerms, p: Position) =>
  holdingKey({ code: t.underlying, market: p.market });

/** Delivers the contracts a rights holding declared for exercise (see exercise.ts). */
function deliverExercise(
  b: Books,
  input: AccountEndInput,
  key: string,
  t: OptionTerms,
  u: number | undefined,
) {
  const p = b.positions.get(key) as Position;
  const n = dataOf(p, 'exercising');
  const costOut = shareOf(p.cost, n, p.qty, roundFen);
  const units = n * t.unit;
  let realised = -costOut;
  let amount = 0;
  if (t.product.settlement === 'physical') {
    const sKey = shareKey(t, p);
    const stock = b.positions.get(sKey);
    if (!stock) return;
    amount = roundFen(toLi(t.strike * units));
    if (t.optionType === 'C') {
      // The shares are bought at the strike; the premium paid joins their cost.
      const pay = dataOf(p, 'exerciseCash');
      b.cash = {
        ...b.cash,
        frozen: b.cash.frozen - pay,
        available: b.cash.available + pay - amount,
      };
      b.positions.set(sKey, {
        ...stock,
        qty: stock.qty + units,
        sellable: stock.sellable + units,
        cost: stock.cost + amount + costOut,
      });
      realised = 0;
    } else {
      const stockOut = shareOf(stock.cost, units, stock.qty, roundFen);
      const next = {
        ...stock,
        qty: stock.qty - units,
        frozen: stock.frozen - units,
        cost: stock.cost - stockOut,
      };
      b.positions.set(
        sKey,
        withData(next, 'exerciseLocked', dataOf(stock, 'exerciseLocked') - units),
      );
      b.cash = { ...b.cash, available: b.cash.available + amount };
      realised = amount - stockOut - costOut;
    }
  } else {
    amount = u === undefined ? 0 : unitsLi(Number(intrinsicOf(t, u).toFixed(4)), units);
    b.cash = { ...b.cash, available: b.cash.available + amount };
    realised += amount;
  }
  b.cash = { ...b.cash, realised: b.cash.realised + realised };
  let next: Position = {
    ...p,
    qty: p.qty - n,
    frozen: p.frozen - n,
    cost: p.cost - costOut,
    realised: p.realised + realised,
  };
  next = withData(withData(next, 'exercising', 0), 'exerciseCash', 0);
  b.positions.set(key, next.qty > 0 ? next : cleared(next, 0));
  record(b, input, p, n, t.strike, amount, realised);
}

/**
 * Expiry of a physically delivered (ETF) holding after its exercises: rights not declared
 * lapse (SSE has no automatic exercise; verify), in-the-money covered calls are assigned and
 * deliver their locked shares at the strike, other in-the-money shorts pay the intrinsic value
 * in cash (the simulated market takes the shares' side), out of the money all lapse. Every
 * in-the-money short is assigned in full: the simulated market holds the rights side and
 * exercises all of it (pro rata, ratio 1).
 */
function expirePhysical(
  b: Books,
  input: AccountEndInput,
  key: string,
  t: OptionTerms,
  u: number | undefined,
) {
  const p = b.positions.get(key) as Position;
  if (p.qty <= 0) return;
  const intrinsic = u === undefined ? 0 : Number(intrinsicOf(t, u).toFixed(4));
  if (p.posSide === 'L') {
    b.cash = { ...b.cash, realised: b.cash.realised - p.cost };
    b.positions.set(key, cleared(p, -p.cost));
    return record(b, input, p, p.qty, 0, 0, -p.cost);
  }
  const value = premiumLi(t, intrinsic, p.qty);
  if (p.posSide === 'C' && value > 0) {
    const sKey = shareKey(t, p);
    const stock = b.positions.get(sKey);
    const units = p.qty * t.unit;
    if (stock && dataOf(stock, 'coverLocked') >= units) {
      const d = deliverCover(stock, units);
      const amount = roundFen(toLi(t.strike * units));
      const realised = premiumOf(p) + amount - d.costOut;
      b.positions.set(sKey, d.position);
      b.cash = {
        ...b.cash,
        available: b.cash.available + amount,
        realised: b.cash.realised + realised,
      };
      b.positions.set(key, cleared(p, realised));
      return record(b, input, p, p.qty, t.strike, amount, realised);
    }
  }
  const realised = premiumOf(p) - value;
  b.cash = {
    ...b.cash,
    available: b.cash.available + p.cost + premiumOf(p) - value,
    realised: b.cash.realised + realised,
  };
  b.positions.set(key, cleared(p, realised));
  record(b, input, p, p.qty, intrinsic, value, realised);
}

/** The options day end across an account's holdings: straddle margins, exercises, physical expiries. */
export function optionsAccountEnd(input: AccountEndInput): AccountEndResult {
  const b: Books = {
    cash: input.cash,
    positions: new Map(input.holdings.map((h) => [holdingKey(h.position), h.position])),
    reports: [],
  };
  const changed = new Set<string>();
  const combos = remarginCombos(input, b.positions, b.cash);
  b.cash = combos.cash;
  for (const k of combos.changed) changed.add(k);
  for (const phase of ['exercise', 'expiry'] as const)
    for (const h of input.holdings) {
      const t = optionTermsOf(h.security);
      const key = holdingKey(h.position);
      const p = b.positions.get(key);
      if (!t || !p || p.qty <= 0 || !p.posSide) continue;
      const u = input.priceOf?.(t.underlying);
      const before = b.reports.length;
      if (phase === 'exercise' && dataOf(p, 'exercising') > 0) deliverExercise(b, input, key, t, u);
      if (phase === 'expiry' && t.product.settlement === 'physical' && input.previous >= t.expiry)
        expirePhysical(b, input, key, t, u);
      if (b.reports.length > before) {
        changed.add(key);
        changed.add(shareKey(t, p));
      }
    }
  return {
    cash: b.cash,
    positions: [...changed].flatMap((k) =>
      b.positions.has(k) ? [b.positions.get(k) as Position] : [],
    ),
    reports: b.reports,
  };
}
