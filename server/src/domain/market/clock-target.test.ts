import { STEPS_PER_DAY, stepClock } from './calendar';
import { MarketClock, type RolloverEvent } from './clock';
import { demoStepStart, nextStepTarget, stepAtSecond } from './clock-target';

/** A demo clock over a time source the test moves (a 40-minute day: 0.5 s a step). */
function demoClock(startDate = '2026-11-18') {
  const t = { now: Date.parse('2026-11-18T01:00:00Z') };
  const clock = new MarketClock({ mode: 'demo', now: () => t.now, dayMs: 40 * 60_000, startDate });
  const rolls: RolloverEvent[] = [];
  clock.onRollover((e) => rolls.push(e));
  /** Moves the time source as the market service does, then polls. */
  const jump = (target: Parameters<MarketClock['msUntil']>[0]) => {
    const ms = clock.msUntil(target);
    expect(ms).toBeGreaterThanOrEqual(0);
    t.now += ms;
    return clock.poll();
  };
  return { t, clock, rolls, jump };
}

describe('market clock targets', () => {
  it('inverts the step clock on continuous-trading times only', () => {
    for (const step of [0, 1, 1200, 2399, 2400, 2401, 4799, STEPS_PER_DAY]) {
      const [h, m, s] = stepClock(step).split(':').map(Number) as [number, number, number];
      expect(stepAtSecond(h * 3600 + m * 60 + s)).toBe(step);
    }
    expect(stepAtSecond(10 * 3600 + 1)).toBe(Math.ceil(1801 / 3));
    expect(stepAtSecond(12 * 3600)).toBeUndefined();
    expect(stepAtSecond(9 * 3600)).toBeUndefined();
    expect(stepAtSecond(15 * 3600 + 1)).toBeUndefined();
  });

  it('finds the first millisecond of a demo step for any day length', () => {
    for (const dayMs of [60_000, 40 * 60_000, 7_200_000, 7_777_777]) {
      for (const step of [0, 1, 7, 2400, 4799]) {
        const ms = demoStepStart(step, dayMs);
        expect(Math.floor((ms / dayMs) * STEPS_PER_DAY)).toBe(step);
        if (ms > 0) expect(Math.floor(((ms - 1) / dayMs) * STEPS_PER_DAY)).toBe(step - 1);
      }
      // The demo day has no closed phase: the close is its last step.
      expect(demoStepStart(STEPS_PER_DAY, dayMs)).toBe(demoStepStart(4799, dayMs));
    }
  });

  it('moves a demo clock forward to a time today, then to the next day for a time passed', () => {
    const { clock, rolls, jump } = demoClock();
    expect(clock.read()).toMatchObject({ tradingDate: '2026-11-18', step: 0 });
    expect(jump({ step: 2400 })).toMatchObject({ tradingDate: '2026-11-18', clock: '13:00:00' });
    expect(clock.msUntil({ step: 2400 })).toBe(0);
    expect(rolls).toEqual([]);
    expect(jump({ step: 1200 })).toMatchObject({ tradingDate: '2026-11-19', clock: '10:30:00' });
    expect(rolls).toEqual([{ previous: '2026-11-18', next: '2026-11-19' }]);
  });

  it('reaches the close (the demo day’s last step) and the next day’s open, rollovers in order', () => {
    const { clock, rolls, jump } = demoClock('2026-11-19');
    expect(jump({ step: STEPS_PER_DAY })).toMatchObject({ step: 4799, clock: '14:59:57' });
    // Thursday → Friday → (weekend) Monday, two days in one jump.
    jump({ step: 0, nextDay: true });
    expect(jump({ step: 0, nextDay: true })).toMatchObject({ tradingDate: '2026-11-23', step: 0 });
    expect(rolls.map((e) => e.next)).toEqual(['2026-11-20', '2026-11-23']);
    // At the open already: the open does not move; the next day does.
    expect(clock.msUntil({ step: 0 })).toBe(0);
    expect(clock.msUntil({ step: 0, nextDay: true })).toBe(40 * 60_000);
  });

  it('skips the days a target refuses (HKEX holidays on mainland trading days)', () => {
    const { rolls, jump } = demoClock('2026-04-02');
    const hk = (d: string) => !['2026-04-03', '2026-04-07'].includes(d);
    jump({ step: 100 });
    expect(jump({ step: 0, dayOk: hk })).toMatchObject({ tradingDate: '2026-04-08', step: 0 });
    expect(rolls.map((e) => e.next)).toEqual(['2026-04-03', '2026-04-07', '2026-04-08']);
    expect(() => jump({ step: 0, dayOk: () => false })).toThrow(RangeError);
  });

  it('moves a manual clock by hand to the same targets', () => {
    const clock = new MarketClock({ mode: 'manual', startDate: '2026-11-18' });
    const rolls: string[] = [];
    clock.onRollover((e) => rolls.push(e.next));
    expect(clock.moveTo({ step: 4000 })).toMatchObject({ tradingDate: '2026-11-18', step: 4000 });
    expect(clock.moveTo({ step: STEPS_PER_DAY })).toMatchObject({ phase: 'closed' });
    expect(clock.moveTo({ step: 100 })).toMatchObject({ tradingDate: '2026-11-19', step: 100 });
    expect(clock.moveTo({ step: 100, nextDay: true })).toMatchObject({ tradingDate: '2026-11-20' });
    expect(rolls).toEqual(['2026-11-19', '2026-11-20']);
    expect(() => clock.msUntil({ step: 0 })).toThrow();
  });

  it('names the next step, and after the day’s last the next day’s open', () => {
    const t = { tradingDate: '2026-11-18', phase: 'continuous' as const, clock: '' };
    expect(nextStepTarget({ ...t, step: 10 }, 4799)).toEqual({ step: 11 });
    expect(nextStepTarget({ ...t, step: 4799 }, 4799)).toEqual({ step: 0, nextDay: true });
    expect(nextStepTarget({ ...t, step: 4800 }, 4800)).toEqual({ step: 0, nextDay: true });
  });
});
