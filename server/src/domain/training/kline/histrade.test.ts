import type { TradableSecurity } from '../../exchange';
import {
  bestActions,
  gradeHistrade,
  HISTRADE_CASH_LI,
  HISTRADE_LOOKBACK,
  HISTRADE_STEPS,
  histradeScore,
  histradeWindow,
  playActions,
  type HistradeSeries,
} from './histrade';
import type { Candle } from './patterns';

const sec: TradableSecurity = {
  code: '600000',
  market: 'SSE',
  name: '浦发银行',
  type: 1,
  board: 'main',
  lot: 100,
  minBuy: 100,
  tick: 0.01,
  limit: { kind: 'percent', pct: 0.1 },
  tPlusN: 1,
  isSt: false,
};

const candle = (close: number): Candle => ({ open: close, high: close, low: close, close });
/** Flat at 10 through the lookback, then up, down, up over the decisions. */
const zigzag = (): Candle[] => {
  const closes: number[] = Array.from({ length: HISTRADE_LOOKBACK }, () => 10);
  for (let j = 0; j < HISTRADE_STEPS; j += 1) closes.push(j % 4 < 2 ? 10 + j * 0.2 : 10 + j * 0.1);
  return closes.map(candle);
};

describe('trainKChartHistrade', () => {
  const pool: HistradeSeries[] = [
    { sec, bars: zigzag().concat(zigzag()) },
    { sec, bars: zigzag() },
    { sec, bars: zigzag().slice(0, 10) },
  ];

  it('draws the same window for a seed, of a usable series', () => {
    const a = histradeWindow(7, pool);
    expect(a).toEqual(histradeWindow(7, pool));
    expect(a?.bars).toHaveLength(HISTRADE_LOOKBACK + HISTRADE_STEPS);
    expect(a?.series).not.toBe(2);
    const seen = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => histradeWindow(s, pool)?.series));
    expect(seen.size).toBeGreaterThan(1);
    // A minimum buy the cash cannot pay twice over is never drawn.
    const dear = [{ sec, bars: zigzag().map((b) => candle(b.close * 100)) }];
    expect(histradeWindow(7, dear)).toBeUndefined();
  });

  it('perfect foresight holds exactly over the rising steps', () => {
    const bars = zigzag();
    const best = bestActions(bars);
    best.forEach((act, j) => {
      const up =
        (bars[HISTRADE_LOOKBACK + j] as Candle).close >
        (bars[HISTRADE_LOOKBACK - 1 + j] as Candle).close;
      expect(act).toBe(up ? 1 : 2);
    });
  });

  it('buys whole lots with all the cash, sells all; unplayable actions are holds', () => {
    const bars = zigzag();
    const a = playActions(sec, bars, [1, 1, 2, 2]);
    expect(a.trades).toHaveLength(2);
    const buy = a.trades[0];
    // The next lot would not fit (fees included).
    expect(buy?.qty).toBe(9900);
    expect(a.trades[0]?.price).toBe(10);
    expect(a.trades[1]?.qty).toBe(buy?.qty);
    expect(a.qty).toBe(0);
  });

  it('grades on the server: best ≥ student, buy-and-hold, score between them', () => {
    const bars = zigzag();
    const best = gradeHistrade(sec, bars, bestActions(bars));
    expect(best.score).toBe(100);
    expect(best.bestEquity).toBeGreaterThanOrEqual(best.holdEquity);
    const idle = gradeHistrade(sec, bars, []);
    expect(idle.equity).toBe(100_000);
    expect(idle.trades).toHaveLength(0);
    const hold = gradeHistrade(sec, bars, [1]);
    expect(hold.equity).toBeCloseTo(hold.holdEquity, 0);
    expect(hold.score).toBeLessThan(100);
    expect(best.bestReturn).toBeGreaterThan(best.holdReturn);
  });

  it('scores 0 at or below the lower reference, 100 at the best, linear between', () => {
    const c = HISTRADE_CASH_LI;
    // Buy-and-hold gained: staying in cash (0%) is the lower reference.
    expect(histradeScore(c, c * 1.1, c * 1.4)).toBe(0);
    expect(histradeScore(c * 1.1, c * 1.1, c * 1.4)).toBe(25);
    expect(histradeScore(c * 1.4, c * 1.1, c * 1.4)).toBe(100);
    // Buy-and-hold lost: it is the lower reference.
    expect(histradeScore(c * 0.9, c * 0.9, c * 1.1)).toBe(0);
    expect(histradeScore(c * 1.0, c * 0.9, c * 1.1)).toBe(50);
    // Nothing to gain: 100 for not doing worse.
    expect(histradeScore(c, c * 0.9, c * 0.95)).toBe(100);
  });
});
