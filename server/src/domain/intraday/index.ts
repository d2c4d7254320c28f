export { intraday } from './intraday-class';
export * from './rules';
export { closeAtCutoff, type CutoffInput, type CutoffResult } from './cutoff';
export { dayPnl, roundTrips, type RoundTrip } from './round-trips';
