import type { CashState } from './types';

/**
 * Money is held in integer 厘 (li, 0.001 yuan) so every price on a tick (0.01 or 0.001) times a
 * whole quantity is exact and the accounting identity can be checked with ===. Every amount that
 * is booked (cash, frozen cash, cost, fees, transfers, dividends) is a whole number of 分 (fen,
 * 10 li), as a broker books it: amounts and fee items are rounded to the fen before booking.
 */
export const LI_PER_YUAN = 1000;

/** Li in one fen (0.01 yuan): every booked amount is a multiple of it. */
export const LI_PER_FEN = 10;

/** Yuan → li, rounded half away from zero (exact for prices with up to 3 decimals). */
export function toLi(yuan: number): number {
  return Math.round(yuan * LI_PER_YUAN + (yuan >= 0 ? 1e-7 : -1e-7));
}

/** Li → yuan for display and API answers. */
export function toYuan(li: number): number {
  return li / LI_PER_YUAN;
}

/**
 * A li amount rounded half-up to the fen (half away from zero for negatives); a tiny epsilon
 * absorbs binary noise of products such as 1_000_000 × 0.00025.
 */
export function roundFen(li: number): number {
  const fen = li / LI_PER_FEN;
  const r = Math.sign(fen) * Math.floor(Math.abs(fen) + 0.5 + 1e-9);
  return r * LI_PER_FEN + 0;
}

/** A li amount rounded down to the fen (what is paid out when a fraction of a fen is due). */
export function floorFen(li: number): number {
  return Math.floor(li / LI_PER_FEN + 1e-9) * LI_PER_FEN;
}

/** Yuan → li in whole fen, rounded half-up (initial funds, minimum commission). */
export function fenOf(yuan: number): number {
  return roundFen(toLi(yuan));
}

/** Whether a li amount is a whole number of fen. */
export function isWholeFen(li: number): boolean {
  return Number.isSafeInteger(li) && li % LI_PER_FEN === 0;
}

/**
 * Traded amount in li of a quantity at a price, rounded half-up to the fen (prices carry at most
 * 3 decimals, so only odd quantities at a 0.001 tick ever round).
 */
export function amountLi(price: number, qty: number): number {
  return roundFen(toLi(price) * qty);
}

/**
 * Brings balances booked before money was kept in fen (odd li) to whole fen: available cash
 * and the cost of each holding are rounded down to the fen and the difference is booked to
 * realised P&L, so the accounting identity still holds. A no-op on fen balances.
 */
export function toWholeFen<P extends { cost: number; realised: number }>(
  cash: CashState,
  positions: readonly P[],
): { cash: CashState; positions: P[] } {
  let realised = cash.realised;
  const available = floorFen(cash.available);
  realised += available - cash.available;
  const held = positions.map((p) => {
    const cost = floorFen(p.cost);
    if (cost === p.cost) return p;
    realised += cost - p.cost;
    return { ...p, cost, realised: p.realised + cost - p.cost };
  });
  return { cash: { ...cash, available, realised }, positions: held };
}
