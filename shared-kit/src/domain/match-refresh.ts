import { TIMINGS_MS } from './constants';

/** The fields of a match that the refresh rule reads. */
export interface MatchTiming {
  currentState?: number;
  startTime?: string | number | Date;
}

const ms = (d: string | number | Date | undefined): number =>
  d === undefined
    ? NaN
    : d instanceof Date
      ? d.getTime()
      : typeof d === 'number'
        ? d
        : Date.parse(d);

/**
 * Delay before the match list refreshes for the first not-started match (spec §4 match state):
 * its start plus 3 s, or 3 s when the start has passed; none when no match waits or the start is
 * 24 h or more away.
 */
export function matchListRefreshDelay(
  matches: readonly MatchTiming[],
  now: number,
): number | undefined {
  const starts = matches
    .filter((m) => Number(m.currentState) === 0)
    .map((m) => ms(m.startTime))
    .filter((t) => Number.isFinite(t))
    .sort((a, b) => a - b);
  const first = starts[0];
  if (first === undefined) return undefined;
  const until = first - now;
  if (until >= TIMINGS_MS.MATCH_START_REFRESH_WINDOW) return undefined;
  return Math.max(0, until) + TIMINGS_MS.MATCH_START_REFRESH_DELAY;
}

/** A day-inner match (type 4) past its end time makes the 3-second poll refresh the list. */
export function isDayMatchOver(
  match: { matchType: number; matchEndTime?: string },
  now: number,
): boolean {
  return match.matchType === 4 && ms(match.matchEndTime) <= now;
}
