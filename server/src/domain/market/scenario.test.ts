import { aggregate } from './bars';
import { STEPS_PER_DAY } from './calendar';
import { priceLimits, roundToTick, tickAt } from './rules';
import { effectiveKnot, type PriceScenario } from './scenario';
import { testMarket } from './test-market';
import type { Quote } from './types';

// docs/market-rules.md, "Market scenarios": a scenario is a deterministic overlay on the generated
// series from its effective minute on; history, minute bars and live quotes read the same path.
const scenario = (s: Partial<PriceScenario> & Pick<PriceScenario, 'kind' | 'key'>) =>
  ({ id: 1, date: '2026-11-20', minute: 0, pct: 0, days: 1, factor: 1, ...s }) as PriceScenario;

const at = (m: ReturnType<typeof testMarket>, step: number) => {
  m.clock.advance(step - m.clock.read().step);
  m.market.advance();
};

describe('market scenarios (overlay)', () => {
  it('without scenarios the market is the generated one', () => {
    const a = testMarket();
    const b = testMarket();
    b.market.setScenarios([]);
    at(a, 1500);
    at(b, 1500);
    expect(b.market.quote('600519')).toEqual(a.market.quote('600519'));
    expect(b.market.dailyBars('000858')).toEqual(a.market.dailyBars('000858'));
  });

  it('a gap moves the price from its minute on, only for its security', () => {
    const plain = testMarket();
    const gapped = testMarket();
    gapped.market.setScenarios([
      scenario({ kind: 'gap', key: '600519.SSE', minute: 100, pct: -5 }),
    ]);
    // Minute 99 (steps 1980-1999) runs from its open to the gapped knot of minute 100.
    for (const step of [0, 1000, 1980]) {
      at(plain, step);
      at(gapped, step);
      expect(gapped.market.quote('600519')?.last).toBe(plain.market.quote('600519')?.last);
    }
    for (const step of [2000, 3000, 4500]) {
      at(plain, step);
      at(gapped, step);
      const p = plain.market.quote('600519') as Quote;
      const g = gapped.market.quote('600519') as Quote;
      const want = roundToTick(p.last * 0.95, tickAt(gapped.market.security('600519')!, p.last));
      // Between knots the price is interpolated: within a few ticks of the scaled price.
      expect(Math.abs(g.last - want)).toBeLessThanOrEqual(Math.max(0.05, p.last * 0.003));
      expect(g.prevClose).toBe(p.prevClose);
      expect(gapped.market.quote('000858')).toEqual(plain.market.quote('000858'));
    }
  });

  it('a gap beyond the daily limit closes at the limit and presses on the next days', () => {
    const m = testMarket();
    m.market.setScenarios([scenario({ kind: 'gap', key: '000858.SZSE', pct: -35 })]);
    at(m, 100);
    const first = m.market.quote('000858') as Quote;
    expect(first.last).toBe(first.limitDown);
    expect(first.bids).toEqual([]);
    at(m, STEPS_PER_DAY);
    const day1 = m.market.quote('000858') as Quote;
    m.clock.nextDay();
    m.market.advance();
    const q = m.market.quote('000858') as Quote;
    expect(q.prevClose).toBe(day1.last);
    const sec = m.market.security('000858')!;
    expect(q.limitDown).toBe(priceLimits(sec, day1.last)?.down);
    // The level is still 35 % below the generated one: the second day opens at its limit too.
    expect(q.last).toBe(q.limitDown);
    // History agrees with what the live market showed.
    const bars = m.market.dailyBars('000858', '2026-11-20', '2026-11-20');
    expect(bars[0]?.close).toBe(day1.last);
    expect(bars[0]?.low).toBe(day1.low);
    const minutes = m.market.minuteBars('000858', '2026-11-20');
    const agg = aggregate(minutes, minutes.length)[0];
    expect([agg?.open, agg?.high, agg?.low, agg?.close]).toEqual([
      bars[0]?.open,
      bars[0]?.high,
      bars[0]?.low,
      bars[0]?.close,
    ]);
  });

  it('a limit-down run pins each day at the limit, then trades on from the last close', () => {
    const m = testMarket();
    m.market.setScenarios([scenario({ kind: 'limitRun', key: '600519.SSE', pct: -1, days: 3 })]);
    const closes: number[] = [];
    for (let d = 0; d < 3; d += 1) {
      for (const step of [0, 2400, STEPS_PER_DAY]) {
        at(m, step);
        const q = m.market.quote('600519') as Quote;
        expect(q.last).toBe(q.limitDown);
      }
      closes.push((m.market.quote('600519') as Quote).last);
      m.clock.nextDay();
      m.market.advance();
    }
    expect(closes[1]! / closes[0]!).toBeCloseTo(0.9, 2);
    expect(closes[2]! / closes[1]!).toBeCloseTo(0.9, 2);
    at(m, 2400);
    const after = m.market.quote('600519') as Quote;
    expect(after.prevClose).toBe(closes[2]);
    expect(after.last).toBeGreaterThanOrEqual(after.limitDown as number);
    expect(after.last).toBeLessThanOrEqual(after.limitUp as number);
    expect(Math.abs(after.last / closes[2]! - 1)).toBeLessThan(0.1);
  });

  it('a volatility burst widens the day and derivatives follow their underlying', () => {
    const plain = testMarket();
    const burst = testMarket();
    burst.market.setScenarios([
      scenario({ kind: 'volBurst', key: '510050.SSE', factor: 4, days: 1 }),
    ]);
    at(plain, STEPS_PER_DAY);
    at(burst, STEPS_PER_DAY);
    const range = (q: Quote) => (q.high - q.low) / q.prevClose;
    const p = plain.market.quote('510050') as Quote;
    const b = burst.market.quote('510050') as Quote;
    expect(range(b)).toBeGreaterThan(range(p) * 2);
    // Options on 510050 are priced off its path under the scenario.
    expect(burst.market.quote('10008001')?.last).not.toBe(plain.market.quote('10008001')?.last);
  });

  it('an index gap carries into its index future', () => {
    const plain = testMarket();
    const gapped = testMarket();
    gapped.market.setScenarios([scenario({ kind: 'gap', key: '000300.SSE', pct: -6 })]);
    at(plain, 600);
    at(gapped, 600);
    const ratio = gapped.market.quote('IF2612')!.last / plain.market.quote('IF2612')!.last;
    expect(ratio).toBeCloseTo(0.94, 2);
  });

  it('a gap on a currency pair (no daily band) moves its whole level at once, for good', () => {
    const plain = testMarket();
    const gapped = testMarket();
    gapped.market.setScenarios([scenario({ kind: 'gap', key: 'EURUSD.FX', pct: -30 })]);
    for (const step of [600, STEPS_PER_DAY]) {
      at(plain, step);
      at(gapped, step);
      const ratio = gapped.market.quote('EURUSD')!.last / plain.market.quote('EURUSD')!.last;
      expect(ratio).toBeCloseTo(0.7, 2);
      expect(gapped.market.quote('USDJPY')).toEqual(plain.market.quote('USDJPY'));
    }
    plain.clock.nextDay();
    gapped.clock.nextDay();
    at(plain, 100);
    at(gapped, 100);
    const next = gapped.market.quote('EURUSD')!.last / plain.market.quote('EURUSD')!.last;
    expect(next).toBeCloseTo(0.7, 2);
  });

  it('a scenario made now leaves everything shown so far as it was', () => {
    const m = testMarket();
    at(m, 1234);
    const before = m.market.quote('600519') as Quote;
    const { minute } = effectiveKnot(1234);
    m.market.setScenarios([scenario({ kind: 'gap', key: '600519.SSE', minute, pct: -8 })]);
    expect(m.market.quote('600519')).toEqual(before);
    m.market.setScenarios([scenario({ kind: 'volBurst', key: '600519.SSE', minute, factor: 3 })]);
    expect(m.market.quote('600519')).toEqual(before);
    at(m, (minute + 1) * 20);
    expect(m.market.quote('600519')?.last).not.toBe(before.last);
  });

  it('a scenario made now acts from the minute boundary after the next', () => {
    expect(effectiveKnot(0)).toEqual({ minute: 2, nextDay: false });
    expect(effectiveKnot(1999)).toEqual({ minute: 101, nextDay: false });
    expect(effectiveKnot(4759)).toEqual({ minute: 239, nextDay: false });
    expect(effectiveKnot(4760)).toEqual({ minute: 0, nextDay: true });
    expect(effectiveKnot(STEPS_PER_DAY)).toEqual({ minute: 0, nextDay: true });
  });
});
