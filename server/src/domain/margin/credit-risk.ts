import { type Position, toYuan } from '../exchange';
import { debtOf, isOpenContract } from './holding';

/** How a contest's risk rules see an order's credit kind (60156–60159). */
export type CreditKind = 'normal' | 'financing' | 'short';

/** 融资买入 is a financing order, 融券卖出 a short sale; every other order is normal. */
export function creditKindOf(effect: string | null | undefined): CreditKind {
  return effect === 'financeBuy' ? 'financing' : effect === 'shortSell' ? 'short' : 'normal';
}

/** Cumulative financing and short amounts of an account, yuan, by code and by sector. */
export interface CreditTotals {
  shortByCode: Record<string, number>;
  shortBySector: Record<string, number>;
  financingByCode: Record<string, number>;
  financingBySector: Record<string, number>;
}

const add = (m: Record<string, number>, key: string | undefined, v: number) => {
  if (key !== undefined && key !== '') m[key] = (m[key] ?? 0) + v;
};

/**
 * The amounts the risk rules 60156–60159 add an order to: the open financing debt (融资, L) and
 * the open short-sale amount (融券, S) of every contract, by code and by the security's sector
 * (verify: a broker may count the day's cumulative amounts instead of the open balances).
 */
export function creditTotals(
  positions: Iterable<Position>,
  sectorOf: (p: Position) => string | undefined,
): CreditTotals {
  const t: CreditTotals = {
    shortByCode: {},
    shortBySector: {},
    financingByCode: {},
    financingBySector: {},
  };
  for (const p of positions) {
    if (!p.posSide || !isOpenContract(p)) continue;
    const debt = toYuan(debtOf(p).debt);
    const sector = sectorOf(p);
    if (p.posSide === 'L') {
      add(t.financingByCode, p.code, debt);
      add(t.financingBySector, sector, debt);
    } else if (p.posSide === 'S') {
      add(t.shortByCode, p.code, debt);
      add(t.shortBySector, sector, debt);
    }
  }
  return t;
}
