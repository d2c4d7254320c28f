import { minuteBarsOf } from '../../market/bars';
import { STEPS_PER_DAY, type TradingCalendar } from '../../market/calendar';
import { DailyHistory } from '../../market/daily-history';
import { PathStore } from '../../market/path-store';
import { keyOf, type Bar, type Security } from '../../market/types';

/**
 * The market model's history of some securities under a seed of its own: the same calendar,
 * the same securities (level, volatility, board rules) and the same generator as the served
 * market, but other random draws, so no range of it is served by the public K-line API.
 * Exercises built on market history draw from here (issue 29).
 */
export class ParallelHistory {
  private readonly history: DailyHistory;
  private readonly paths: PathStore;

  constructor(seed: number, calendar: TradingCalendar, securities: Security[], through: string) {
    this.history = new DailyHistory(seed, calendar, new Map());
    this.history.extendThrough(through);
    for (const s of securities) this.history.track(s);
    this.paths = new PathStore(seed, this.history, calendar, () => undefined);
  }

  /** Trading dates of the history, ascending. */
  get dates(): readonly string[] {
    return this.history.dates;
  }

  /** Daily bars of [from, to]. */
  dailyBars(sec: Security, from = '0000-00-00', to = '9999-99-99'): Bar[] {
    return this.history.bars(keyOf(sec), from, to);
  }

  /** The 240 one-minute bars of a trading day (none for a day outside the history). */
  minuteBars(sec: Security, date: string): Bar[] {
    if (this.history.indexOf(date) < 0) return [];
    return minuteBarsOf(sec, this.paths.get(sec, date, '9999-99-99', false), STEPS_PER_DAY);
  }
}
