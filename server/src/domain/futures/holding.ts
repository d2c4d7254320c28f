import type { Position } from '../exchange';

/**
 * What a futures holding keeps besides the generic columns (`Position.classData`), li and lots:
 * - the lots opened in its current trading day (`today`, `todayMark` at their open prices, `day`
 *   that trading day as yyyymmdd, 0 unknown) and, after a night session opened for the next
 *   trading day before this one was settled, that night's lots (`nextLots`, `nextMark`,
 *   `nextDay`);
 * - the mark of the older lots at the last settlement price (`yesterdayMark`);
 * - the lots its working open orders still want (`pendingOpen`, counted against the position
 *   limit).
 * `cost` is the margin the holding holds.
 */
export interface FuturesBook {
  today: number;
  todayMark: number;
  day: number;
  nextLots: number;
  nextMark: number;
  nextDay: number;
  yesterdayMark: number;
  pendingOpen: number;
}

/** A trading date as the number yyyymmdd. */
export const ymd = (date: string): number => Number(date.replace(/-/g, '')) || 0;

export function bookOf(p: Position): FuturesBook {
  const d = p.classData ?? {};
  const nextLots = Math.min(d.nextLots ?? 0, p.qty);
  return {
    today: Math.min(d.today ?? 0, p.qty - nextLots),
    todayMark: d.todayMark ?? 0,
    day: d.day ?? 0,
    nextLots,
    nextMark: d.nextMark ?? 0,
    nextDay: d.nextDay ?? 0,
    yesterdayMark: d.yesterdayMark ?? 0,
    pendingOpen: Math.max(0, d.pendingOpen ?? 0),
  };
}

/** The holding with its book changed by `patch` (what the patch leaves out is kept). */
export function withBook(p: Position, patch: Partial<FuturesBook>): Position {
  const b = { ...bookOf(p), ...patch };
  return {
    ...p,
    classData: {
      today: b.today,
      todayMark: b.todayMark,
      day: b.day,
      nextLots: b.nextLots,
      nextMark: b.nextMark,
      nextDay: b.nextDay,
      yesterdayMark: b.yesterdayMark,
      pendingOpen: Math.max(0, b.pendingOpen),
    },
  };
}

/** The holding with `delta` lots more (or fewer) wanted by working open orders. */
export const withPendingOpen = (p: Position, delta: number): Position =>
  withBook(p, { pendingOpen: bookOf(p).pendingOpen + delta });

/** Which lot buckets count as "today" for an order (by the bucket's trading day). */
export type DayTest = (bucketDay: number) => boolean;

/** Today for an order of trading day `day` (yyyymmdd): that day's lots (and lots of unknown day). */
export const todayFor =
  (day: number): DayTest =>
  (d) =>
    d === 0 || d >= day;

/** The lot buckets of a holding: older lots, the current day's, the next day's (night). */
export function buckets(p: Position) {
  const b = bookOf(p);
  return {
    older: { lots: p.qty - b.today - b.nextLots, mark: b.yesterdayMark },
    current: { lots: b.today, mark: b.todayMark, day: b.day },
    next: { lots: b.nextLots, mark: b.nextMark, day: b.nextDay },
  };
}

/** Lots a close may take as today's (平今) or as yesterday's (平昨) under `isToday`. */
export function lotsBy(p: Position, isToday: DayTest): { today: number; yesterday: number } {
  const { older, current, next } = buckets(p);
  let today = 0;
  let yesterday = older.lots;
  for (const x of [current, next]) {
    if (x.lots <= 0) continue;
    if (isToday(x.day)) today += x.lots;
    else yesterday += x.lots;
  }
  return { today, yesterday };
}

/** Lots held from before today (every bucket of the current day counts as today). */
export const yesterdayLots = (p: Position): number => lotsBy(p, () => true).yesterday;

/** Sign of a side's P&L: long gains when the price rises, short when it falls. */
export const direction = (p: Pick<Position, 'posSide'>): 1 | -1 => (p.posSide === 'S' ? -1 : 1);

/** The mark of every lot (li): older lots at the last settlement, newer at their open prices. */
export function markOf(p: Position): number {
  const b = bookOf(p);
  return b.yesterdayMark + b.todayMark + b.nextMark;
}

/** Floating P&L of a holding at `notional` (li of the holding's lots at the current price). */
export function floatingLi(p: Position, notional: number): number {
  return direction(p) * (notional - markOf(p));
}
