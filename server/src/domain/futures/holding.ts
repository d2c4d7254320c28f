import type { Position } from '../exchange';

/**
 * What a futures holding keeps besides the generic columns (`Position.classData`): lots opened
 * today and the mark notional (li) of today's and of yesterday's lots — today's at their open
 * prices, yesterday's at the last settlement price — and the lots its working open orders still
 * want (`pendingOpen`, counted against the position limit). `cost` is the margin it holds.
 */
export interface FuturesBook {
  today: number;
  todayMark: number;
  yesterdayMark: number;
  pendingOpen: number;
}

export function bookOf(p: Position): FuturesBook {
  const d = p.classData ?? {};
  return {
    today: Math.min(d.today ?? 0, p.qty),
    todayMark: d.todayMark ?? 0,
    yesterdayMark: d.yesterdayMark ?? 0,
    pendingOpen: Math.max(0, d.pendingOpen ?? 0),
  };
}

/** The holding with a new book; `pendingOpen` is kept unless given. */
export const withBook = (
  p: Position,
  b: Omit<FuturesBook, 'pendingOpen'> & { pendingOpen?: number },
): Position => ({
  ...p,
  classData: {
    today: b.today,
    todayMark: b.todayMark,
    yesterdayMark: b.yesterdayMark,
    pendingOpen: Math.max(0, b.pendingOpen ?? bookOf(p).pendingOpen),
  },
});

/** The holding with `delta` lots more (or fewer) wanted by working open orders. */
export const withPendingOpen = (p: Position, delta: number): Position =>
  withBook(p, { ...bookOf(p), pendingOpen: bookOf(p).pendingOpen + delta });

/** Lots held from before today. */
export const yesterdayLots = (p: Position): number => p.qty - bookOf(p).today;

/** Sign of a side's P&L: long gains when the price rises, short when it falls. */
export const direction = (p: Pick<Position, 'posSide'>): 1 | -1 => (p.posSide === 'S' ? -1 : 1);

/** Floating P&L of a holding at `notional` (li of the holding's lots at the current price). */
export function floatingLi(p: Position, notional: number): number {
  const b = bookOf(p);
  return direction(p) * (notional - b.todayMark - b.yesterdayMark);
}
