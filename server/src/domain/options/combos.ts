import { ERROR_CODES } from '@portal/shared-kit/domain';
import { accept, reject, roundFen, type CashState, type Position, type Result } from '../exchange';
import {
  checkComboLegs,
  comboKey,
  comboMarginLi,
  marginLeg,
  type ComboLeg,
  type ComboPrices,
  type ComboStrategy,
} from './combo-rules';
import {
  combinedQty,
  comboMarginOf,
  dataOf,
  premiumOf,
  shareOf,
  withData,
  withPremium,
} from './holding';
import { marginLi, premiumLi, type OptionTerms } from './rules';

export interface ComboResult {
  cash: CashState;
  positions: Position[];
}

const otherOf = (legs: ComboLeg[], i: number) => legs[legs.length - 1 - i]?.position as Position;

/** Margin of the ordinary (uncombined) contracts of a short holding, li. */
const ordinaryMargin = (p: Position) => p.cost + premiumOf(p) - comboMarginOf(p);

/**
 * 组合申报: binds `qty` contracts of each leg. The short legs give up the margin their
 * ordinary contracts held for them, the margin leg takes the combination's margin; the net comes
 * back to available cash (60022 should it ever cost more than it frees).
 */
export function declareCombo(
  strategy: ComboStrategy,
  legs: ComboLeg[],
  prices: ComboPrices,
  qty: number,
  cash: CashState,
): Result<ComboResult> {
  const checked = checkComboLegs(strategy, legs, qty);
  if (!checked.ok) return checked;
  const terms = legs.map((l) => l.terms as OptionTerms);
  const margin = comboMarginLi(strategy, terms, prices, qty);
  const carrier = marginLeg(strategy);
  let freed = 0;
  const positions = legs.map((leg, i) => {
    const p = leg.position as Position;
    const other = otherOf(legs, i);
    const key = comboKey('cmb', strategy, other);
    let next: Position = { ...p, sellable: p.sellable - qty, frozen: p.frozen + qty };
    next = withData(next, key, dataOf(p, key) + qty);
    if (p.posSide === 'S') {
      const r = shareOf(ordinaryMargin(p), qty, p.qty - combinedQty(p), roundFen);
      freed += r;
      next = { ...next, cost: next.cost - r };
    }
    if (i === carrier) {
      const mKey = comboKey('cmm', strategy, other);
      next = withData({ ...next, cost: next.cost + margin }, mKey, dataOf(p, mKey) + margin);
    }
    return next;
  });
  const available = cash.available + freed - margin;
  if (available < 0) return reject(ERROR_CODES.INSUFFICIENT_MARGIN);
  return accept({ cash: { ...cash, available }, positions });
}

/**
 * 组合拆分: unbinds `qty` combinations (60037 beyond what is bound; 60036 for 普通转备兑). The
 * combination's margin share is released and each short leg holds its ordinary margin again, at
 * the given prices (60022 when the cash does not cover it).
 */
export function splitCombo(
  strategy: ComboStrategy,
  legs: ComboLeg[],
  prices: ComboPrices,
  qty: number,
  cash: CashState,
): Result<ComboResult> {
  if (strategy === 'ZBD') return reject(ERROR_CODES.COMBO_SPLIT_UNSUPPORTED);
  if (!Number.isSafeInteger(qty) || qty < 1) return reject(ERROR_CODES.QUANTITY_ILLEGAL);
  if (legs.length !== 2 || legs.some((l) => !l.position || !l.terms))
    return reject(ERROR_CODES.COMBO_LEG_RATIO);
  const bound = dataOf(legs[0]?.position, comboKey('cmb', strategy, otherOf(legs, 0)));
  if (bound < qty) return reject(ERROR_CODES.COMBO_LEG_COUNT);
  const carrier = marginLeg(strategy);
  let delta = 0;
  const positions = legs.map((leg, i) => {
    const p = leg.position as Position;
    const t = leg.terms as OptionTerms;
    const other = otherOf(legs, i);
    const key = comboKey('cmb', strategy, other);
    let next = withData(
      { ...p, sellable: p.sellable + qty, frozen: p.frozen - qty },
      key,
      bound - qty,
    );
    if (i === carrier) {
      const mKey = comboKey('cmm', strategy, other);
      const out = shareOf(dataOf(p, mKey), qty, bound, roundFen);
      delta += out;
      next = withData({ ...next, cost: next.cost - out }, mKey, dataOf(p, mKey) - out);
    }
    if (p.posSide === 'S') {
      const settle = prices.settle[i] ?? 0;
      const m = Math.max(marginLi(t, settle, prices.underlying, qty), premiumLi(t, settle, qty));
      delta -= m;
      next = { ...next, cost: next.cost + m };
    }
    return next;
  });
  const available = cash.available + delta;
  if (available < 0) return reject(ERROR_CODES.INSUFFICIENT_MARGIN);
  return accept({ cash: { ...cash, available }, positions });
}

/**
 * 普通转备兑 (ZBD): `qty` ordinary short calls become covered ones. The short's margin for them
 * is released, their premium moves with them, and they take `qty × unit` units of free cover
 * (60005 when the locked shares do not reach).
 */
export function toCovered(
  legs: ComboLeg[],
  covered: Position,
  qty: number,
  freeCoverUnits: number,
  cash: CashState,
): Result<ComboResult> {
  const checked = checkComboLegs('ZBD', legs, qty);
  if (!checked.ok) return checked;
  const s = legs[0]?.position as Position;
  const t = legs[0]?.terms as OptionTerms;
  if (qty * t.unit > freeCoverUnits) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  const ordinary = s.qty - combinedQty(s);
  const released = shareOf(ordinaryMargin(s), qty, ordinary, roundFen);
  const premOut = shareOf(premiumOf(s), qty, s.qty, roundFen);
  const short = withPremium(
    { ...s, qty: s.qty - qty, sellable: s.sellable - qty, cost: s.cost - released + premOut },
    premiumOf(s) - premOut,
  );
  let cov = withPremium(
    {
      ...covered,
      qty: covered.qty + qty,
      sellable: covered.sellable + qty,
      cost: covered.cost - premOut,
    },
    premiumOf(covered) + premOut,
  );
  cov = withData(cov, 'coverUnits', dataOf(covered, 'coverUnits') + qty * t.unit);
  return accept({
    cash: { ...cash, available: cash.available + released },
    positions: [short, cov],
  });
}
