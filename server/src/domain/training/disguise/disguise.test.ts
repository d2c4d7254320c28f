import { keyOf } from '../../market';
import { testMarket } from '../../market/test-market';
import {
  dayLabel,
  disguiseOf,
  disguiseToLevel,
  drawSeed,
  FREE_SEED_MAX,
  labelDay,
  minuteLabelOf,
  rebaseBar,
} from './disguise';
import { ParallelHistory } from './parallel-history';

const { market, calendar } = testMarket();
const sec = market.security('600519') as NonNullable<ReturnType<typeof market.security>>;
const dates = market.tradingDates();
const from = dates[0] as string;
const to = dates[59] as string;

describe('the private history exercises draw from', () => {
  it('is the model under another seed: same days, other prices than the served ones', () => {
    const mine = new ParallelHistory(99, calendar, [sec], to).dailyBars(sec, from, to);
    const served = market.dailyBars(keyOf(sec), from, to);
    expect(mine.map((b) => b.time)).toEqual(served.map((b) => b.time));
    const ratios = mine.map((b, i) => b.close / (served[i]?.close ?? 1));
    expect(Math.max(...ratios) - Math.min(...ratios)).toBeGreaterThan(0.05);
    // The same seed gives the same history; another gives another.
    expect(new ParallelHistory(99, calendar, [sec], to).dailyBars(sec, from, to)).toEqual(mine);
    expect(new ParallelHistory(98, calendar, [sec], to).dailyBars(sec, from, to)).not.toEqual(mine);
  });

  it('minute bars of a day agree with its daily bar', () => {
    const h = new ParallelHistory(5, calendar, [sec], to);
    const day = h.dailyBars(sec, dates[10], dates[10])[0];
    const minutes = h.minuteBars(sec, dates[10] as string);
    expect(minutes).toHaveLength(240);
    expect(minutes.at(-1)?.close).toBe(day?.close);
    expect(Math.max(...minutes.map((b) => b.high))).toBe(day?.high);
    expect(Math.min(...minutes.map((b) => b.low))).toBe(day?.low);
    expect(h.minuteBars(sec, '2099-01-05')).toEqual([]);
  });
});

describe('disguise', () => {
  it('rebases prices to the fen and volumes to lots, keeping the candle in order', () => {
    const d = { price: 2.37, volume: 0.41 };
    const b = {
      time: '2024-01-02',
      open: 10,
      high: 10.5,
      low: 9.8,
      close: 10.2,
      volume: 12_345,
      amount: 125_000,
    };
    const r = rebaseBar(b, d, dayLabel(0));
    expect(r).toMatchObject({ time: '第1日', open: 23.7, high: 24.89, low: 23.23, close: 24.17 });
    expect(r.volume).toBe(5100);
    expect(r.amount).toBe(Math.round(125_000 * 2.37 * (5100 / 12_345)));
    expect(r.low <= Math.min(r.open, r.close) && r.high >= Math.max(r.open, r.close)).toBe(true);
  });

  it('draws factors in range, the same for the same parts', () => {
    for (let i = 0; i < 200; i += 1) {
      const d = disguiseOf(7, 'x', i);
      expect(d.price).toBeGreaterThanOrEqual(1 / 3);
      expect(d.price).toBeLessThanOrEqual(3);
      expect(d).toEqual(disguiseOf(7, 'x', i));
    }
    expect(disguiseOf(7, 'x', 1)).not.toEqual(disguiseOf(8, 'x', 1));
  });

  it('labels minutes by replayed day', () => {
    expect(minuteLabelOf(1, '09:31')).toBe('第2日 09:31');
    expect(labelDay('第2日 09:31')).toBe('第2日');
    expect(labelDay('第12日')).toBe('第12日');
  });

  it('gives each student of a set their own quiz number per round, above the typed ones', () => {
    const seeds = new Set<number>();
    for (let user = 1; user <= 200; user += 1) {
      const s = drawSeed(3, 2301, user);
      expect(s).toBeGreaterThan(FREE_SEED_MAX);
      expect(s).toBeLessThanOrEqual(2_147_483_647);
      expect(drawSeed(3, 2301, user)).toBe(s);
      seeds.add(s);
    }
    expect(seeds.size).toBe(200);
    expect(drawSeed(3, 2302, 1)).not.toBe(drawSeed(3, 2301, 1));
    expect(drawSeed(4, 2301, 1)).not.toBe(drawSeed(3, 2301, 1));
  });
});

describe('disguise to a level', () => {
  it('brings the first price into the range, the same for the same parts', () => {
    for (let i = 0; i < 100; i += 1) {
      const d = disguiseToLevel(1700 + i, 5, 60, 11, 'replay', i);
      expect((1700 + i) * d.price).toBeGreaterThanOrEqual(5 - 1e-9);
      expect((1700 + i) * d.price).toBeLessThanOrEqual(60 + 1e-9);
      expect(d).toEqual(disguiseToLevel(1700 + i, 5, 60, 11, 'replay', i));
    }
  });
});
