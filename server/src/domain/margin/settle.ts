import {
  amountLi,
  EXEC_TYPE,
  orderFeeTotal,
  releaseT1,
  roundFen,
  SIDE,
  type EndOfDayInput,
  type EndOfDayResult,
} from '../exchange';
import { closeContract } from './book';
import { debtOf, isOpenContract, withDebt } from './holding';
import { marginSettings } from './rules';

const DAY_MS = 86_400_000;
const dayOf = (yyyymmdd: number): number =>
  Date.UTC(Math.floor(yyyymmdd / 10000), (Math.floor(yyyymmdd / 100) % 100) - 1, yyyymmdd % 100);

/** Whether a contract opened on `opened` (yyyymmdd) has run its term by trading date `next`. */
export function expired(opened: number, next: string, contractDays: number): boolean {
  if (!opened) return false;
  return (Date.parse(`${next}T00:00:00Z`) - dayOf(opened)) / DAY_MS >= contractDays;
}

/** Days a year of interest is accrued over (verify against the broker's contract). */
export const INTEREST_DAYS = 360;

/** Calendar days (自然日) from the trading date that ended to the one that starts, at least 1. */
export function calendarDays(previous: string, next: string): number {
  const d = (Date.parse(`${next}T00:00:00Z`) - Date.parse(`${previous}T00:00:00Z`)) / DAY_MS;
  return Number.isFinite(d) && d > 1 ? Math.round(d) : 1;
}

/**
 * End of day of a debt contract: interest on the financed debt (融资利息) or the short fee on the
 * shorted shares' closing value (融券费用) accrues for every calendar day (自然日) until the next
 * trading day — a day's figure in whole fen, times the days (a Friday's day end books 3) — owed
 * until repaid; shares bought on financing become sellable (T+1). A contract with no shares
 * left but debt owed keeps accruing.
 */
export function settleContract(input: EndOfDayInput): EndOfDayResult {
  const { position } = input;
  if (!isOpenContract(position)) return { cash: input.cash, position, reports: [] };
  const s = marginSettings(input.settings);
  const b = debtOf(position);
  const base =
    position.posSide === 'S' && input.closePrice !== undefined
      ? amountLi(input.closePrice, position.qty)
      : b.debt;
  const rate = position.posSide === 'S' ? s.shortRate : s.financeRate;
  const days = calendarDays(input.previous, input.next);
  const interest = roundFen((base * rate) / INTEREST_DAYS) * days;
  const released = position.posSide === 'S' ? position : releaseT1(position);
  const accrued = withDebt(released, { debt: b.debt, interest: b.interest + interest });
  if (position.qty <= 0 || !expired(b.opened, input.next, s.contractDays) || !input.security)
    return { cash: input.cash, position: accrued, reports: [] };
  // 合约到期: the contract is settled at the close with the cash-market fees, execution 123.
  const price = input.closePrice ?? b.debt / 1000 / position.qty;
  const amount = amountLi(price, position.qty);
  const side = position.posSide === 'S' ? SIDE.BUY : SIDE.SELL;
  const fee = orderFeeTotal(input.settings.fees, input.security.board, side, amount);
  const c = closeContract(input.cash, accrued, position.qty, amount, fee);
  return {
    cash: c.cash,
    position: { ...c.position, frozen: 0 },
    reports: [
      {
        orderId: null,
        accountId: input.accountId,
        execType: EXEC_TYPE.EXPIRY,
        market: position.market,
        code: position.code,
        side,
        qty: position.qty,
        price,
        amount,
        fees: fee,
        tradingDate: input.previous,
        realised: c.pnl,
      },
    ],
  };
}
