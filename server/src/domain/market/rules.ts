import type { Board, LimitRule, Market, Security } from './types';

/**
 * Math as a module binding: in a vm context (Jest's test environment) every read of a global goes
 * through the context's interceptor, 10-100x a local read, and these loops run millions of times.
 */
const { Math } = globalThis;

/** One rule row per board: lot, minimum buy, tick, daily limit and settlement cycle. */
export interface BoardRule {
  lot: number;
  minBuy: number;
  tick: number;
  limit: LimitRule;
  tPlusN: number;
}

const pct = (p: number): LimitRule => ({ kind: 'percent', pct: p });
const none: LimitRule = { kind: 'none' };

/** The rule table of market-rules.md; futures and options carry their own limits and ticks. */
export const BOARD_RULES: Record<Board, BoardRule> = {
  main: { lot: 100, minBuy: 100, tick: 0.01, limit: pct(0.1), tPlusN: 1 },
  star: { lot: 1, minBuy: 200, tick: 0.01, limit: pct(0.2), tPlusN: 1 },
  chinext: { lot: 100, minBuy: 100, tick: 0.01, limit: pct(0.2), tPlusN: 1 },
  bse: { lot: 1, minBuy: 100, tick: 0.01, limit: pct(0.3), tPlusN: 1 },
  index: { lot: 1, minBuy: 1, tick: 0.01, limit: none, tPlusN: 0 },
  etf: { lot: 100, minBuy: 100, tick: 0.001, limit: pct(0.1), tPlusN: 1 },
  fund: { lot: 100, minBuy: 100, tick: 0.001, limit: pct(0.1), tPlusN: 1 },
  bond: { lot: 10, minBuy: 10, tick: 0.001, limit: none, tPlusN: 0 },
  convertible: { lot: 10, minBuy: 10, tick: 0.001, limit: pct(0.2), tPlusN: 0 },
  hk: { lot: 100, minBuy: 100, tick: 0.01, limit: { kind: 'vcm', pct: 0.1 }, tPlusN: 0 },
  future: { lot: 1, minBuy: 1, tick: 0.2, limit: pct(0.1), tPlusN: 0 },
  option: { lot: 1, minBuy: 1, tick: 0.0001, limit: none, tPlusN: 0 },
  forex: { lot: 1000, minBuy: 1000, tick: 0.00001, limit: none, tPlusN: 0 },
};

/** ST and *ST main-board names trade within ±5%. */
export const ST_LIMIT: LimitRule = pct(0.05);

/** ETF kinds that settle T+0 (cross-border, bond, gold, money market) are marked by name. */
export function isT0Etf(name: string): boolean {
  return /(债|黄金|货币|纳指|标普|日经|德国|恒生|港股|H股|中概|法国|快线)/.test(name);
}

/** HKEX spread table: `[price below, tick]` bands (5 above the last). */
export const HK_SPREADS: ReadonlyArray<readonly [number, number]> = [
  [0.25, 0.001],
  [0.5, 0.005],
  [10, 0.01],
  [20, 0.02],
  [100, 0.05],
  [200, 0.1],
  [500, 0.2],
  [1000, 0.5],
  [2000, 1],
  [5000, 2],
];

/** Hong Kong spread table: the tick depends on the price band. */
export function hkTick(price: number): number {
  for (const [upTo, tick] of HK_SPREADS) if (price < upTo) return tick;
  return 5;
}

/** Tick applicable at a price (only HK ticks vary with price). */
export function tickAt(sec: Pick<Security, 'board' | 'tick'>, price: number): number {
  return sec.board === 'hk' ? hkTick(price) : sec.tick;
}

const decimalsCache = new Map<number, number>();

/** Decimal places needed to print a tick without float noise. */
export function tickDecimals(tick: number): number {
  const hit = decimalsCache.get(tick);
  if (hit !== undefined) return hit;
  let d = 0;
  while (d < 8 && Math.abs(Math.round(tick * 10 ** d) - tick * 10 ** d) > 1e-9) d += 1;
  decimalsCache.set(tick, d);
  return d;
}

/** Rounds to a tick in the given direction, free of binary float noise. */
export function toTick(price: number, tick: number, mode: 'floor' | 'ceil' | 'round'): number {
  const raw = price / tick;
  const steps =
    mode === 'floor'
      ? Math.floor(raw + 1e-7)
      : mode === 'ceil'
        ? Math.ceil(raw - 1e-7)
        : Math.round(raw + 1e-9);
  const scale = 10 ** tickDecimals(tick);
  return Math.round(steps * tick * scale) / scale;
}

/** Rounds a price to the nearest tick (half up), free of binary float noise. */
export function roundToTick(price: number, tick: number): number {
  return toTick(price, tick, 'round');
}

/** How an exchange brings a limit price onto its tick: up and down each `round` (half up), `floor` or `ceil`. */
export interface LimitRounding {
  up: 'round' | 'floor' | 'ceil';
  down: 'round' | 'floor' | 'ceil';
}

const HALF_UP: LimitRounding = { up: 'round', down: 'round' };
/** Both limits rounded into the band: the upper down to the tick, the lower up. */
const INWARD: LimitRounding = { up: 'floor', down: 'ceil' };

/**
 * Limit-price rounding per exchange (docs/market-rules.md, "Daily price limits: rounding").
 * SSE/SZSE/BSE: 四舍五入 to the tick (SSE and SZSE 交易规则 3.4.13). CFFEX: the upper limit down
 * and the lower limit up (IF2612 settle 4239.6 → 4663.4 / 3815.8). DCE: the same, checked against
 * its published limits (连豆一 A2505, settle 4009 ±6% → 4249 / 3769). SHFE, INE, CZCE, GFEX: half up
 * until checked (verify). HKEX and FX have no daily limit.
 */
export const LIMIT_ROUNDING: Record<Market, LimitRounding> = {
  SSE: HALF_UP,
  SZSE: HALF_UP,
  BSE: HALF_UP,
  HKEX: HALF_UP,
  CFFEX: INWARD,
  SHFE: HALF_UP,
  INE: HALF_UP,
  DCE: INWARD,
  CZCE: HALF_UP,
  GFEX: HALF_UP,
  FX: HALF_UP,
};

/**
 * Daily price band from the previous close (futures: previous settlement), rounded to the tick by
 * the exchange's rule (`LIMIT_ROUNDING`; A-shares half up: 600519 at 1500.00 → 1650.00 / 1350.00;
 * 10.05 → 11.06 / 9.05). A security without a market rounds half up.
 */
export function priceLimits(
  sec: Pick<Security, 'limit' | 'tick' | 'board'> & { market?: Market },
  prevClose: number,
): { up: number; down: number } | null {
  if (sec.limit.kind !== 'percent') return null;
  const p = sec.limit.pct;
  const rule = sec.market ? LIMIT_ROUNDING[sec.market] : HALF_UP;
  return {
    up: toTick(prevClose * (1 + p) + 1e-9, sec.tick, rule.up),
    down: Math.max(sec.tick, toTick(prevClose * (1 - p) + 1e-9, sec.tick, rule.down)),
  };
}

/** Clamps a price into the daily band (when the security has one). */
export function clampToLimits(price: number, limits: { up: number; down: number } | null): number {
  if (!limits) return price;
  return Math.min(limits.up, Math.max(limits.down, price));
}
