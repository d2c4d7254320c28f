import {
  amountLi,
  roundFen,
  toLi,
  type ClassSettings,
  type PositionSide,
  type TradableSecurity,
} from '../exchange';
import type { FuturesTerms } from '../market/types';

/** Order effects a futures order takes (开仓, 平仓, 平今, 平昨). */
export const FUTURES_EFFECTS = ['open', 'close', 'closeToday', 'closeYesterday'] as const;
export type FuturesEffect = (typeof FUTURES_EFFECTS)[number];

export const isFuturesEffect = (e: unknown): e is FuturesEffect =>
  typeof e === 'string' && (FUTURES_EFFECTS as readonly string[]).includes(e);

/** Largest lots of one order: CFFEX index futures 20, bond futures 50, commodities 1000 (verify). */
export function maxOrderLots(sec: TradableSecurity): number {
  if (sec.market !== 'CFFEX') return 1000;
  return sec.derivative?.underlying ? 20 : 50;
}

/** A contest's futures settings (`settings.raw.futures`), with the rule table's defaults. */
export interface FuturesSettings {
  /** Added to the exchange margin rate (a broker's surcharge), default 0. */
  marginRateAdd: number;
  /** Position limits per product (lots per side per contract), overriding the master. */
  positionLimits: Readonly<Record<string, number>>;
}

export function futuresSettings(settings: ClassSettings): FuturesSettings {
  const raw = (settings.raw.futures ?? {}) as Record<string, unknown>;
  const add = raw.marginRateAdd;
  const limits = raw.positionLimits;
  return {
    marginRateAdd: typeof add === 'number' && Number.isFinite(add) && add >= 0 && add < 1 ? add : 0,
    positionLimits:
      limits !== null && typeof limits === 'object' && !Array.isArray(limits)
        ? Object.fromEntries(
            Object.entries(limits as Record<string, unknown>).filter(
              (e): e is [string, number] => Number.isSafeInteger(e[1]) && (e[1] as number) >= 0,
            ),
          )
        : {},
  };
}

/** The contract terms of a future; undefined when the security is no listed contract. */
export function termsOf(sec: TradableSecurity | undefined): FuturesTerms | undefined {
  return sec?.board === 'future' ? sec.derivative?.futures : undefined;
}

export const multiplierOf = (sec: TradableSecurity | undefined): number =>
  sec?.derivative?.multiplier ?? 1;

/** Notional of `lots` at `price` in li (price × multiplier × lots), in whole fen. */
export function notionalLi(sec: TradableSecurity, price: number, lots: number): number {
  return amountLi(price, lots * multiplierOf(sec));
}

/** Margin of `lots` at `price` on a side: rate × price × multiplier × lots, in whole fen. */
export function marginLi(
  sec: TradableSecurity,
  side: PositionSide,
  price: number,
  lots: number,
  settings: ClassSettings,
): number {
  const t = termsOf(sec);
  const rate = (side === 'L' ? t?.longMarginRate : t?.shortMarginRate) ?? 0.1;
  return roundFen(notionalLi(sec, price, lots) * (rate + futuresSettings(settings).marginRateAdd));
}

/** Fee of a fill (one item, rounded to the fen): open, close (yesterday's lots) or close-today. */
export function feeLi(
  sec: TradableSecurity,
  kind: 'open' | 'close' | 'closeToday',
  price: number,
  lots: number,
): number {
  const fee = termsOf(sec)?.fee;
  if (!fee || lots <= 0) return 0;
  const rate = fee[kind];
  return fee.kind === 'lot'
    ? roundFen(toLi(rate) * lots)
    : roundFen(notionalLi(sec, price, lots) * rate);
}

/** Lots per side a trader may hold in a contract (60114). */
export function positionLimit(sec: TradableSecurity, settings: ClassSettings): number {
  const t = termsOf(sec);
  const own = t ? futuresSettings(settings).positionLimits[t.product] : undefined;
  return own ?? t?.positionLimit ?? Number.MAX_SAFE_INTEGER;
}
