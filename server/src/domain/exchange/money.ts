/**
 * Money is held in integer 厘 (li, 0.001 yuan) so every price on a tick (0.01 or 0.001) times a
 * whole quantity is exact, sums never drift, and the accounting identity can be checked with ===.
 */
export const LI_PER_YUAN = 1000;

/** Yuan → li, rounded half away from zero. */
export function toLi(yuan: number): number {
  return Math.round(yuan * LI_PER_YUAN + (yuan >= 0 ? 1e-7 : -1e-7));
}

/** Li → yuan for display and API answers. */
export function toYuan(li: number): number {
  return li / LI_PER_YUAN;
}

/** Exact amount in li of a quantity at a price (prices carry at most 3 decimals). */
export function amountLi(price: number, qty: number): number {
  return toLi(price) * qty;
}
