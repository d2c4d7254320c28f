import type { TradingCalendar } from './calendar';
import type { DayPath } from './day-path';
import type { PriceScenario } from './scenario';
import { overlayDay, type OverlayState } from './scenario-overlay';
import { keyOf, type Security } from './types';

/**
 * The market's scenario layer: the price scenarios by security and, per security and date, where
 * the overlay stands at the day's start (walked forward from the first scenario's date, so a
 * restart rebuilds the same prices from the stored events).
 */
export class ScenarioLayer {
  private byKey = new Map<string, PriceScenario[]>();
  private readonly states = new Map<string, OverlayState>();
  private readonly shift: (date: string, n: number) => string;

  constructor(
    private readonly seed: number,
    calendar: TradingCalendar,
  ) {
    this.shift = (date, n) => calendar.shift(date, n);
  }

  /** Replaces the scenario list (ordered by effect: date, minute, id). */
  set(events: readonly PriceScenario[]): void {
    const byKey = new Map<string, PriceScenario[]>();
    const sorted = [...events].sort(
      (a, b) => a.date.localeCompare(b.date) || a.minute - b.minute || a.id - b.id,
    );
    for (const e of sorted) byKey.set(e.key, [...(byKey.get(e.key) ?? []), e]);
    this.byKey = byKey;
    this.states.clear();
  }

  /** The first date a scenario of the security acts on, or undefined. */
  firstDate(key: string): string | undefined {
    return this.byKey.get(key)?.[0]?.date;
  }

  /**
   * The path of `orig`'s day under the security's scenarios; `generated` builds the generated
   * (scenario-free) path of an earlier date of the same security.
   */
  apply(sec: Security, orig: DayPath, generated: (date: string) => DayPath): DayPath {
    const key = keyOf(sec);
    const events = this.byKey.get(key);
    const first = events?.[0]?.date;
    if (!events || first === undefined || orig.date < first) return orig;
    const state = this.stateAt(sec, key, events, orig, generated);
    return overlayDay(this.seed, sec, orig, state, events, this.shift).path;
  }

  private stateAt(
    sec: Security,
    key: string,
    events: readonly PriceScenario[],
    orig: DayPath,
    generated: (date: string) => DayPath,
  ): OverlayState {
    const first = (events[0] as PriceScenario).date;
    const target = orig.date;
    const cached = this.states.get(`${key}|${target}`);
    if (cached) return cached;
    // Walk back to the latest known state (or the first scenario's date), then forward.
    let d = target;
    while (d > first && !this.states.has(`${key}|${d}`)) d = this.shift(d, -1);
    let state = this.states.get(`${key}|${d}`) ?? {
      level: 1,
      prevClose: (d === target ? orig : generated(d)).prevClose,
    };
    while (d < target) {
      const day = overlayDay(this.seed, sec, generated(d), state, events, this.shift);
      d = this.shift(d, 1);
      state = day.next;
      this.states.set(`${key}|${d}`, state);
    }
    return state;
  }
}
