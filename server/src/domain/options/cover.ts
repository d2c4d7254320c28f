import { ERROR_CODES } from '@portal/shared-kit/domain';
import {
  accept,
  reject,
  roundFen,
  type Position,
  type Result,
  type TradableSecurity,
} from '../exchange';
import { dataOf, shareOf, withData } from './holding';
import { optionTermsOf } from './rules';

/**
 * Covered calls (备兑) — docs/market-rules.md, "Options", covered: shares of an ETF are locked
 * (证券锁定) as cover, then a 备兑开仓 sells calls against them with no margin, one contract
 * taking `unit` locked shares. Locked shares are frozen on the share holding (not sellable)
 * and counted in its `coverLocked`; unlocking (证券解锁) gives back what no covered contract
 * uses. An adjusted contract (调整合约) takes its own, non-standard unit.
 */

/** The share holding of an underlying among the account's holdings (no side). */
export const shareHolding = (positions: readonly Position[], code: string, market: string) =>
  positions.find((p) => !p.posSide && p.code === code && p.market === market);

/** Units of `underlying` taken by covered holdings (filled and working 备兑开仓). */
export function coverUsed(
  positions: readonly Position[],
  underlying: string,
  securityOf: ((code: string, market: string) => TradableSecurity | undefined) | undefined,
): number {
  let used = 0;
  for (const p of positions) {
    if (p.posSide !== 'C') continue;
    const t = optionTermsOf(securityOf?.(p.code, p.market));
    if (t?.underlying === underlying) used += dataOf(p, 'coverUnits');
  }
  return used;
}

/** Locked units not yet taken by a covered contract. */
export function freeCover(
  positions: readonly Position[],
  underlying: string,
  market: string,
  securityOf: ((code: string, market: string) => TradableSecurity | undefined) | undefined,
): number {
  const locked = dataOf(shareHolding(positions, underlying, market), 'coverLocked');
  return locked - coverUsed(positions, underlying, securityOf);
}

const validUnits = (units: number) => Number.isSafeInteger(units) && units > 0;

/**
 * 证券锁定: `units` held shares not yet frozen become cover — shares bought today too (SSE lets
 * them cover a call the same day; verify) — 60005 beyond them.
 */
export function lockCover(stock: Position | undefined, units: number): Result<Position> {
  if (!validUnits(units)) return reject(ERROR_CODES.QUANTITY_ILLEGAL);
  if (!stock || stock.qty - stock.frozen < units) return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  const frozen = stock.frozen + units;
  const next = { ...stock, frozen, sellable: Math.min(stock.sellable, stock.qty - frozen) };
  return accept(withData(next, 'coverLocked', dataOf(stock, 'coverLocked') + units));
}

/**
 * 证券解锁: `units` locked shares no covered contract uses are freed (60005 beyond them); they
 * become sellable at the day end's release (a share bought today stays unsellable until then).
 */
export function unlockCover(
  stock: Position | undefined,
  units: number,
  free: number,
): Result<Position> {
  if (!validUnits(units)) return reject(ERROR_CODES.QUANTITY_ILLEGAL);
  if (!stock || units > free || units > dataOf(stock, 'coverLocked'))
    return reject(ERROR_CODES.INSUFFICIENT_POSITION);
  const next = { ...stock, frozen: stock.frozen - units };
  return accept(withData(next, 'coverLocked', dataOf(stock, 'coverLocked') - units));
}

/**
 * Shares delivered out of the lock (an assigned covered call): held and locked both fall; the
 * average cost of the delivered shares leaves the holding (`costOut`, li in whole fen).
 */
export function deliverCover(
  stock: Position,
  units: number,
): { position: Position; costOut: number } {
  const costOut = shareOf(stock.cost, units, stock.qty, roundFen);
  const next = {
    ...stock,
    qty: stock.qty - units,
    frozen: stock.frozen - units,
    cost: stock.cost - costOut,
  };
  return {
    position: withData(next, 'coverLocked', dataOf(stock, 'coverLocked') - units),
    costOut,
  };
}
