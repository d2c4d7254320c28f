import type { Position } from '../exchange';

/**
 * What a futures holding keeps besides the generic columns (`Position.classData`): lots opened
 * today and the mark notional (li) of today's and of yesterday's lots — today's at their open
 * prices, yesterday's at the last settlement price. `cost` is the margin the holding holds.
 */
export interface FuturesBook {
  today: number;
  todayMark: number;
  yesterdayMark: number;
}

export function bookOf(p: Position): FuturesBook {
  const d = p.classData ?? {};
  return {
    today: Math.min(d.today ?? 0, p.qty),
    todayMark: d.todayMark ?? 0,
    yesterdayMark: d.yesterdayMark ?? 0,
  };
}

export const withBook = (p: Position, b: FuturesBook): Position => ({
  ...p,
  classData: { today: b.today, todayMark: b.todayMark, yesterdayMark: b.yesterdayMark },
});

/** Lots held from before today. */
export const yesterdayLots = (p: Position): number => p.qty - bookOf(p).today;

/** Sign of a side's P&L: long gains when the price rises, short when it falls. */
export const direction = (p: Pick<Position, 'posSide'>): 1 | -1 => (p.posSide === 'S' ? -1 : 1);

/** Floating P&L of a holding at `notional` (li of the holding's lots at the current price). */
export function floatingLi(p: Position, notional: number): number {
  const b = bookOf(p);
  return direction(p) * (notional - b.todayMark - b.yesterdayMark);
}
