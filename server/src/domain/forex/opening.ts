import { roundFen, unitsAfterTransfer, type CashState, type Position } from '../exchange';

/** What booking a contest's opening foreign-currency funds changes in an account. */
export interface OpeningFunds {
  cash: CashState;
  position: Position;
  units: number;
}

/**
 * Books a contest's opening funds in a foreign currency (`initialUSD` …) into a forex account:
 * `qty` units held as the currency's CNY pair (USD → USDCNH) at `rate` CNY, paid in as capital —
 * like a bank transfer (transfers grow by the CNY value, units are bought at the current NAV), so
 * the ledger identity and the returns stay exact. `totalBefore` is the account's total assets (li).
 */
export function bookOpeningFunds(
  cash: CashState,
  position: Position,
  units: number,
  totalBefore: number,
  qty: number,
  rate: number,
): OpeningFunds {
  if (!(qty > 0) || !Number.isSafeInteger(qty) || !(rate > 0)) return { cash, position, units };
  const value = roundFen(qty * rate * 1000);
  return {
    cash: { ...cash, transfers: cash.transfers + value },
    position: {
      ...position,
      qty: position.qty + qty,
      sellable: position.sellable + qty,
      cost: position.cost + value,
    },
    units: unitsAfterTransfer(units, totalBefore, value),
  };
}
