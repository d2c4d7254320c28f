import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  accept,
  emptyPosition,
  reject,
  roundFen,
  toLi,
  type CashState,
  type Position,
  type Result,
} from '../exchange';
import { freeQty } from './combo-rules';
import { dataOf, shareOf, withData } from './holding';
import type { OptionTerms } from './rules';

/**
 * Exercise (行权) — docs/market-rules.md, "Options", exercise. A holder of rights (L) declares
 * contracts for exercise inside the window: European products (ETF, index) on the expiry day
 * only, American ones (commodity) on any trading day up to expiry, while orders are taken. The
 * declared contracts are frozen; at that day's end they are delivered: an ETF call pays strike ×
 * units (frozen at declaration) for the shares, an ETF put delivers shares (frozen at
 * declaration) for strike × units, index and commodity options are paid their intrinsic value
 * in cash at the underlying's close (commodity options: cash instead of the futures position,
 * a simplification, verify).
 */

/** Whether `tradingDate` is inside the exercise window of a contract. */
export const inExerciseWindow = (t: OptionTerms, tradingDate: string): boolean =>
  t.product.exercise === 'E' ? tradingDate === t.expiry : tradingDate <= t.expiry;

export interface ExerciseBooks {
  cash: CashState;
  /** The rights holding. */
  position: Position;
  /** The underlying's share holding (physical products; may be empty). */
  stock?: Position | undefined;
}

/**
 * Declares `qty` contracts of a rights holding for exercise: the window and the session
 * (60007), free contracts (60005), for an ETF call the cash to pay (60004), for an ETF put the
 * shares to deliver (60005). What the exercise will need is frozen until the day's end.
 */
export function declareExercise(
  t: OptionTerms,
  books: ExerciseBooks,
  qty: number,
  when: { tradingDate: string; sessionOpen: boolean },
): Result<ExerciseBooks> {
  const { position: p, cash, stock } = books;
  if (!Number.isSafeInteger(qty) || qty < 1) return reject(ERROR_CODES.QUANTITY_ILLEGAL);
  if (p.posSide !== 'L') return reject(ERROR_CODES.PARAMETER_ERROR);
  if (!when.sessionOpen || !inExerciseWindow(t, when.tradingDate))
    return reject(ERROR_CODES.NOT_TRADING_TIME);
  if (freeQty(p) < qty) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  let position = withData(
    { ...p, sellable: p.sellable - qty, frozen: p.frozen + qty },
    'exercising',
    dataOf(p, 'exercising') + qty,
  );
  if (t.product.settlement !== 'physical') return accept({ cash, position, stock });
  const units = qty * t.unit;
  if (t.optionType === 'C') {
    // The shares arrive in the underlying's holding (opened empty when there is none).
    const into = stock ?? emptyPosition(p.market, t.underlying);
    const pay = roundFen(toLi(t.strike * units));
    if (pay > cash.available) return reject(ERROR_CODES.INSUFFICIENT_FUNDS);
    position = withData(position, 'exerciseCash', dataOf(p, 'exerciseCash') + pay);
    return accept({
      cash: { ...cash, available: cash.available - pay, frozen: cash.frozen + pay },
      position,
      stock: into,
    });
  }
  if (!stock || stock.sellable < units) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  const locked = withData(
    { ...stock, sellable: stock.sellable - units, frozen: stock.frozen + units },
    'exerciseLocked',
    dataOf(stock, 'exerciseLocked') + units,
  );
  return accept({ cash, position, stock: locked });
}

/**
 * Withdraws `qty` declared contracts (行权撤销) inside the window (60007): what the declaration
 * froze — the contracts, an ETF call's cash share, an ETF put's shares — is given back (60005
 * beyond what is declared).
 */
export function withdrawExercise(
  t: OptionTerms,
  books: ExerciseBooks,
  qty: number,
  when: { tradingDate: string; sessionOpen: boolean },
): Result<ExerciseBooks> {
  const { position: p, cash, stock } = books;
  const declared = dataOf(p, 'exercising');
  if (!Number.isSafeInteger(qty) || qty < 1) return reject(ERROR_CODES.QUANTITY_ILLEGAL);
  if (!when.sessionOpen || !inExerciseWindow(t, when.tradingDate))
    return reject(ERROR_CODES.NOT_TRADING_TIME);
  if (qty > declared) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  const held = dataOf(p, 'exerciseCash');
  const back = shareOf(held, qty, declared, roundFen);
  let position = withData(
    { ...p, sellable: p.sellable + qty, frozen: p.frozen - qty },
    'exercising',
    declared - qty,
  );
  position = withData(position, 'exerciseCash', held - back);
  const next = { ...cash, available: cash.available + back, frozen: cash.frozen - back };
  if (t.product.settlement !== 'physical' || t.optionType === 'C' || !stock)
    return accept({ cash: next, position, stock });
  const units = qty * t.unit;
  const freed = withData(
    { ...stock, sellable: stock.sellable + units, frozen: stock.frozen - units },
    'exerciseLocked',
    dataOf(stock, 'exerciseLocked') - units,
  );
  return accept({ cash: next, position, stock: freed });
}
