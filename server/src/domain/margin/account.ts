import {
  amountLi,
  roundFen,
  EXEC_TYPE,
  orderFeeTotal,
  SIDE,
  type AccountEndInput,
  type AccountEndResult,
  type CashState,
  type Position,
  type Report,
} from '../exchange';
import { closeContract } from './book';
import { debtOf } from './holding';
import { isCreditSecurity, marginSettings, type MarginSettings } from './rules';

/** A holding with its price, as the credit figures read it. */
export interface PricedHolding {
  position: Position;
  price: number | undefined;
}

/** 信用资产: what the account owns and owes, li, and the 维持担保比例 (null without debt). */
export interface CreditFigures {
  assets: number;
  liabilities: number;
  financeDebt: number;
  shortValue: number;
  interest: number;
  ratio: number | null;
}

const mvOf = (h: PricedHolding, fallback: number): number =>
  h.price !== undefined ? amountLi(h.price, h.position.qty) : fallback;

/**
 * 维持担保比例 = (cash + market value of collateral) / (financing debt + market value of the
 * shorted shares + interest and fees owed). Cash counts the margin and the short-sale proceeds
 * the contracts hold; collateral counts plain holdings and the shares bought on financing.
 */
export function creditFigures(cash: CashState, holdings: readonly PricedHolding[]): CreditFigures {
  let assets = cash.available + cash.frozen;
  let financeDebt = 0;
  let shortValue = 0;
  let interest = 0;
  for (const h of holdings) {
    const p = h.position;
    const b = debtOf(p);
    if (p.qty <= 0 && p.cost === 0 && b.debt === 0 && b.interest === 0) continue;
    if (p.posSide === 'S') {
      assets += p.cost + b.debt;
      shortValue += mvOf(h, b.debt);
      interest += b.interest;
    } else if (p.posSide === 'L') {
      assets += p.cost - b.paid + mvOf(h, b.debt);
      financeDebt += b.debt;
      interest += b.interest;
    } else assets += mvOf(h, p.cost);
  }
  const liabilities = financeDebt + shortValue + interest;
  return {
    assets,
    liabilities,
    financeDebt,
    shortValue,
    interest,
    ratio: liabilities > 0 ? assets / liabilities : null,
  };
}

/**
 * The credit account's day end: when the 维持担保比例 is below the contest's liquidation line
 * (default 130 %), every debt contract is closed at the closing price with the cash-market fees
 * — 强制平仓, its own execution (122) the student sees in the fills (verify: brokers close only
 * what restores the ratio).
 */
export function liquidateBelowLine(input: AccountEndInput): AccountEndResult {
  const s = marginSettings(input.settings);
  const credit = input.holdings.filter((h) => h.security && isCreditSecurity(h.security));
  const f = creditFigures(input.cash, credit);
  if (f.ratio === null || f.ratio >= s.liquidateRatio)
    return { cash: input.cash, positions: [], reports: [] };
  let cash = input.cash;
  const positions: Position[] = [];
  const reports: Report[] = [];
  for (const h of credit) {
    const p = h.position;
    if (!p.posSide || p.qty <= 0 || !h.security) continue;
    const price = h.price ?? debtOf(p).debt / 1000 / p.qty;
    const amount = amountLi(price, p.qty);
    const side = p.posSide === 'S' ? SIDE.BUY : SIDE.SELL;
    const fee = orderFeeTotal(input.settings.fees, h.security.board, side, amount);
    const c = closeContract(cash, p, p.qty, amount, fee);
    cash = c.cash;
    positions.push(c.position);
    reports.push({
      orderId: null,
      accountId: input.accountId,
      execType: EXEC_TYPE.FORCED_CLOSE,
      market: p.market,
      code: p.code,
      side,
      qty: p.qty,
      price,
      amount,
      fees: fee,
      tradingDate: input.previous,
      realised: c.pnl,
    });
  }
  return { cash, positions, reports };
}

/**
 * 保证金可用余额 with the collateral haircuts (折算率): available cash, plus collateral at its
 * haircut (securities off the eligible list count 0), plus the gains of contracts at the haircut,
 * less their losses in full (verify against the broker's formula).
 */
export function marginAvailable(
  cash: CashState,
  holdings: readonly PricedHolding[],
  s: Pick<MarginSettings, 'eligible'>,
): number {
  let v = cash.available;
  for (const h of holdings) {
    const p = h.position;
    if (p.qty <= 0 || h.price === undefined) continue;
    const haircut = s.eligible[`${p.code}.${p.market}`]?.haircut ?? 0;
    const mv = amountLi(h.price, p.qty);
    const b = debtOf(p);
    const gain = !p.posSide
      ? mv
      : p.posSide === 'L'
        ? mv - b.debt - b.interest
        : b.debt - mv - b.interest;
    v += gain > 0 ? roundFen(gain * haircut) : gain;
  }
  return v;
}
