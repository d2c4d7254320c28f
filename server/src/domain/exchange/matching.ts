import type { BookLevel, Quote } from '../market/types';
import { SIDE, type Order } from './types';

/** One slice of a fill at one book level. */
export interface FillSlice {
  qty: number;
  price: number;
}

/** Default share of the interval's market volume one order may take. */
export const DEFAULT_VOLUME_CAP = 0.25;

const EPS = 1e-9;

/** The opposite side's levels this order may trade at, best first. */
function crossable(order: Order, quote: Quote): BookLevel[] {
  if (order.side === SIDE.BUY) return quote.asks.filter((l) => l.price <= order.price + EPS);
  return quote.bids.filter((l) => l.price >= order.price - EPS);
}

/**
 * Matches a working order against the simulated book: level by level at the opposite side's
 * prices, never beyond its limit (or protection) price, at most `cap` of the volume the market
 * traded in this interval (but at least one `step` when it traded at all), cut to whole `step`s
 * unless it completes the order. What is left keeps
 * working; a locked limit has no opposite side, so nothing fills until it opens.
 */
export function matchOrder(order: Order, quote: Quote, cap: number, step: number): FillSlice[] {
  const remaining = order.qty - order.filledQty;
  if (remaining <= 0) return [];
  const levels = crossable(order, quote);
  const depth = levels.reduce((s, l) => s + l.volume, 0);
  // Whenever the market traded at all, an order may take at least one lot: otherwise a small
  // order in a thin security (interval volume under four lots) could never fill.
  const allowance =
    quote.intervalVolume > 0 ? Math.max(Math.floor(cap * quote.intervalVolume), step) : 0;
  let take = Math.min(remaining, allowance, depth);
  if (take < remaining) take = Math.floor(take / step) * step;
  const out: FillSlice[] = [];
  for (const level of levels) {
    if (take <= 0) break;
    const qty = Math.min(level.volume, take);
    if (qty > 0) out.push({ qty, price: level.price });
    take -= qty;
  }
  return out;
}
