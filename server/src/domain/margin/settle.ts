import {
  amountLi,
  releaseT1,
  roundFen,
  type EndOfDayInput,
  type EndOfDayResult,
} from '../exchange';
import { debtOf, withDebt } from './holding';
import { marginSettings } from './rules';

/** Days a year of interest is accrued over (verify against the broker's contract). */
export const INTEREST_DAYS = 360;

/**
 * End of day of a debt contract: a day's interest on the financed debt (融资利息) or the short
 * fee on the shorted shares' closing value (融券费用) accrues, whole fen, owed until repaid;
 * shares bought on financing become sellable (T+1).
 */
export function settleContract(input: EndOfDayInput): EndOfDayResult {
  const { position } = input;
  if (position.qty <= 0) return { cash: input.cash, position, reports: [] };
  const s = marginSettings(input.settings);
  const b = debtOf(position);
  const base =
    position.posSide === 'S' && input.closePrice !== undefined
      ? amountLi(input.closePrice, position.qty)
      : b.debt;
  const rate = position.posSide === 'S' ? s.shortRate : s.financeRate;
  const interest = roundFen((base * rate) / INTEREST_DAYS);
  const released = position.posSide === 'S' ? position : releaseT1(position);
  return {
    cash: input.cash,
    position: withDebt(released, { debt: b.debt, interest: b.interest + interest }),
    reports: [],
  };
}
