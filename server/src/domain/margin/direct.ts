import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  accept,
  amountLi,
  isWholeFen,
  reject,
  type CashState,
  type Position,
  type Result,
} from '../exchange';
import { closeContract, share } from './book';
import { debtOf, withDebt } from './holding';

/** An account's cash and the holdings a direct repayment changed. */
export interface DirectResult {
  cash: CashState;
  positions: Position[];
}

/**
 * 直接还款: pays `amount` li of cash into a financing contract (L), the interest owed first (an
 * expense, realised), then the debt. The debt part stays in the contract's cost as `paid`, so
 * total assets do not move and a later 卖券还款 returns it; on a contract with no shares left the
 * whole payment is realised (the loss its sale left owed). Refused: 60011 not a whole-fen
 * positive amount, 60004 more than the available cash, 60005 more than is owed.
 */
export function directRepay(
  cash: CashState,
  contract: Position | undefined,
  amount: number,
): Result<DirectResult> {
  if (!(amount > 0) || !isWholeFen(amount)) return reject(ERROR_CODES.PARAMETER_ERROR);
  if (!contract || contract.posSide !== 'L') return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  const b = debtOf(contract);
  if (amount > b.debt + b.interest) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  if (amount > cash.available) return reject(ERROR_CODES.INSUFFICIENT_FUNDS);
  const toInterest = Math.min(amount, b.interest);
  const toDebt = amount - toInterest;
  if (contract.qty <= 0) {
    // Debt left after every share was sold (卖券还款 short of it): the cash pays it off, a loss.
    return accept({
      cash: { ...cash, available: cash.available - amount, realised: cash.realised - amount },
      positions: [
        withDebt(
          { ...contract, realised: contract.realised - amount },
          {
            debt: b.debt - toDebt,
            interest: b.interest - toInterest,
            ...(amount >= b.debt + b.interest ? { opened: 0 } : {}),
          },
        ),
      ],
    });
  }
  return accept({
    cash: { ...cash, available: cash.available - amount, realised: cash.realised - toInterest },
    positions: [
      withDebt(
        {
          ...contract,
          cost: contract.cost + toDebt,
          realised: contract.realised - toInterest,
        },
        { debt: b.debt - toDebt, interest: b.interest - toInterest, paid: b.paid + toDebt },
      ),
    ],
  });
}

/**
 * 直接还券: returns `qty` shares of a collateral holding to close as much of a short contract
 * (S). Booked as a sale of the collateral and a buy-back of the short at the same `price` (the
 * last price), without fees, so the cash left over is the short's held proceeds and margin less
 * the interest owed, whatever the price. Refused: 60011 quantity, 60005 shares not sellable or
 * not owed.
 */
export function directReturn(
  cash: CashState,
  collateral: Position | undefined,
  contract: Position | undefined,
  qty: number,
  price: number,
): Result<DirectResult> {
  if (!Number.isInteger(qty) || qty <= 0 || !(price > 0))
    return reject(ERROR_CODES.PARAMETER_ERROR);
  if (!contract || contract.posSide !== 'S' || !collateral || collateral.posSide)
    return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  if (qty > collateral.sellable || qty > contract.sellable)
    return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  const amount = amountLi(price, qty);
  const costOut = share(collateral.cost, qty, collateral.qty);
  const gain = amount - costOut;
  const sold: CashState = {
    ...cash,
    available: cash.available + amount,
    realised: cash.realised + gain,
  };
  const closed = closeContract(sold, contract, qty, amount, 0);
  return accept({
    cash: closed.cash,
    positions: [
      {
        ...collateral,
        qty: collateral.qty - qty,
        sellable: collateral.sellable - qty,
        cost: collateral.cost - costOut,
        realised: collateral.realised + gain,
      },
      { ...closed.position, sellable: Math.min(closed.position.sellable, contract.sellable - qty) },
    ],
  });
}
