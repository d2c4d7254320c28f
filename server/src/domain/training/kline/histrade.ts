import { DEFAULT_FEES, maxBuyQty, SIDE, type TradableSecurity } from '../../exchange';
import { rngFor } from '../../market/prng';
import {
  buyAndHoldLi,
  equityLi,
  newDay,
  openAccount,
  tradeReplay,
  type ReplayAccount,
} from '../replay';
import type { Candle } from './patterns';

/** Candles shown before the first decision, and the decisions (one per revealed bar). */
export const HISTRADE_LOOKBACK = 30;
export const HISTRADE_STEPS = 20;
/** Notional cash of a trainKChartHistrade set: 100 000 yuan, li. */
export const HISTRADE_CASH_LI = 100_000_000;
export const HISTRADE_ACTIONS = ['持有', '买入', '卖出'] as const;
export type HistradeAction = 0 | 1 | 2;

/** A stored daily series with its security (for the lot rule and the fees). */
export interface HistradeSeries {
  sec: TradableSecurity;
  bars: Candle[];
}

export interface HistradeWindow {
  series: number;
  /** Index in the series of the window's first candle. */
  start: number;
  /** LOOKBACK + STEPS candles: decision j is taken at the close of candle LOOKBACK - 1 + j. */
  bars: Candle[];
}

const WINDOW = HISTRADE_LOOKBACK + HISTRADE_STEPS;

/** A minimum buy at the window's highest close costs at most half the cash. */
const affordable = (s: HistradeSeries, bars: Candle[]) =>
  Math.max(...bars.map((b) => b.close)) * s.sec.minBuy * 1000 <= HISTRADE_CASH_LI / 2;

/** The window of a seed: series and start drawn from the seed (same history, same window). */
export function histradeWindow(seed: number, pool: HistradeSeries[]): HistradeWindow | undefined {
  const usable = pool.map((s, i) => i).filter((i) => (pool[i]?.bars.length ?? 0) >= WINDOW);
  for (let k = 0; k < 50 && usable.length; k += 1) {
    const rng = rngFor(seed, 'kchart-histrade', k);
    const series = usable[rng.int(0, usable.length - 1)] as number;
    const s = pool[series] as HistradeSeries;
    const start = rng.int(0, s.bars.length - WINDOW);
    const bars = s.bars.slice(start, start + WINDOW);
    if (affordable(s, bars)) return { series, start, bars };
  }
  return undefined;
}

/**
 * Plays actions (0 hold, 1 buy, 2 sell) at the decision closes: a buy spends all the cash on the
 * most whole lots it pays for, fees included (maxBuyQty); a sell sells every sellable share. A
 * buy when nothing fits, or a sell when nothing is held, is a hold. Each candle is a new day (T+1).
 */
export function playActions(sec: TradableSecurity, bars: Candle[], actions: number[]) {
  let a: ReplayAccount = openAccount(HISTRADE_CASH_LI);
  for (let j = 0; j < HISTRADE_STEPS; j += 1) {
    const bar = HISTRADE_LOOKBACK - 1 + j;
    const price = (bars[bar] as Candle).close;
    a = newDay(a);
    const act = actions[j];
    const qty =
      act === 1 ? maxBuyQty(sec, DEFAULT_FEES, price, a.cashLi) : act === 2 ? a.sellable : 0;
    if (qty <= 0) continue;
    const side = act === 1 ? SIDE.BUY : SIDE.SELL;
    const done = tradeReplay(a, sec, { side, qty, price, bar, time: String(bar) });
    if (done.ok) a = done.value;
  }
  return a;
}

/** Perfect foresight: held exactly over the bars whose next close is higher. */
export function bestActions(bars: Candle[]): HistradeAction[] {
  const out: HistradeAction[] = [];
  for (let j = 0; j < HISTRADE_STEPS; j += 1) {
    const now = (bars[HISTRADE_LOOKBACK - 1 + j] as Candle).close;
    const next = (bars[HISTRADE_LOOKBACK + j] as Candle).close;
    out.push(next > now ? 1 : 2);
  }
  return out;
}

/** 0–100: where the student's equity lies between the lower reference and the best possible. */
export function histradeScore(student: number, hold: number, best: number): number {
  const low = Math.min(hold, HISTRADE_CASH_LI);
  const high = Math.max(best, low);
  if (student >= high) return 100;
  if (student <= low) return 0;
  return Math.round(((student - low) * 100) / (high - low));
}

/** Grades a trainKChartHistrade action list on the server's own window; equities in yuan. */
export function gradeHistrade(sec: TradableSecurity, bars: Candle[], actions: number[]) {
  const last = (bars[bars.length - 1] as Candle).close;
  const first = (bars[HISTRADE_LOOKBACK - 1] as Candle).close;
  const mine = playActions(sec, bars, actions);
  const student = equityLi(mine, last);
  const hold = buyAndHoldLi(sec, HISTRADE_CASH_LI, first, last);
  const best = equityLi(playActions(sec, bars, bestActions(bars)), last);
  const pct = (v: number) => Math.round((v / HISTRADE_CASH_LI - 1) * 10_000) / 100;
  return {
    score: histradeScore(student, hold, best),
    equity: student / 1000,
    holdEquity: hold / 1000,
    bestEquity: best / 1000,
    studentReturn: pct(student),
    holdReturn: pct(hold),
    bestReturn: pct(best),
    trades: mine.trades.map((t) => ({ bar: t.bar, side: t.side, qty: t.qty, price: t.price })),
  };
}
