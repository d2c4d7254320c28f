import type { Rng } from './prng';
import { roundToTick, tickAt } from './rules';
import type { BookLevel, Security } from './types';

export const BOOK_DEPTH = 5;

/** Size of one book level: a few seconds of typical volume, in whole lots. */
function levelSize(sec: Security, rng: Rng, depth: number): number {
  const lot = sec.board === 'star' || sec.board === 'bse' ? 100 : sec.lot;
  const typical = (sec.baseVolume / 4800) * 3 * (1 + 0.35 * depth) * Math.exp(0.6 * rng.normal());
  return Math.max(lot, Math.round(typical / lot) * lot);
}

/**
 * Five bid and ask levels around the last price: one tick wide, tick-aligned, inside the daily
 * band. A price locked at limit-up has no asks (and a wall of bids at the limit); at limit-down
 * no bids. Indexes have no book; forex books straddle the mid by the pair's spread.
 */
export function buildBook(
  sec: Security,
  last: number,
  limits: { up: number; down: number } | null,
  rng: Rng,
): { bids: BookLevel[]; asks: BookLevel[] } {
  if (sec.board === 'index') return { bids: [], asks: [] };
  const t = tickAt(sec, last);
  if (limits && last >= limits.up) {
    const bids = ladder(sec, limits.up, -t, rng, limits);
    if (bids[0]) bids[0].volume *= 25;
    return { bids, asks: [] };
  }
  if (limits && last <= limits.down) {
    const asks = ladder(sec, limits.down, t, rng, limits);
    if (asks[0]) asks[0].volume *= 25;
    return { bids: [], asks };
  }
  if (sec.board === 'forex') {
    const half = (sec.spread ?? t * 10) / 2;
    return {
      bids: ladder(sec, roundToTick(last - half, t), -t * 5, rng, null),
      asks: ladder(sec, roundToTick(last + half, t), t * 5, rng, null),
    };
  }
  // The last trade printed either on the bid or on the ask.
  const bid1 = rng.next() < 0.5 ? last : roundToTick(last - t, t);
  const ask1 = roundToTick(bid1 + t, t);
  return { bids: ladder(sec, bid1, -t, rng, limits), asks: ladder(sec, ask1, t, rng, limits) };
}

function ladder(
  sec: Security,
  first: number,
  step: number,
  rng: Rng,
  limits: { up: number; down: number } | null,
): BookLevel[] {
  const out: BookLevel[] = [];
  const t = Math.abs(step);
  for (let k = 0; k < BOOK_DEPTH; k += 1) {
    const price = roundToTick(first + k * step, t);
    if (price <= 0) break;
    if (limits && (price > limits.up || price < limits.down)) break;
    out.push({ price, volume: levelSize(sec, rng, k) });
  }
  return out;
}
