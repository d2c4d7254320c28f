import type { HkQuoteInfo } from '../hk/quote-info';

/**
 * Security master and quote types of the simulated market. Security type ids are the numbers the
 * portal's contract uses (spec §5: stock means 1, 19, 21; type 3 also finds 11).
 */
export const SECURITY_TYPE = {
  /** A-share on a main board (SSE 60xxxx, SZSE 00xxxx) and BSE stocks. */
  stock: 1,
  index: 2,
  /** Listed funds other than ETFs (LOF, closed-end). */
  fund: 3,
  bond: 4,
  convertible: 5,
  hkStock: 6,
  financialFuture: 7,
  commodityFuture: 8,
  etfOption: 9,
  indexOption: 10,
  etf: 11,
  commodityOption: 12,
  forex: 13,
  /** STAR market (688xxx). */
  starStock: 19,
  /** ChiNext (300xxx, 301xxx). */
  chinextStock: 21,
} as const;

export type SecurityTypeId = (typeof SECURITY_TYPE)[keyof typeof SECURITY_TYPE];

/** Markets and exchanges as the spec names them (§3 code tables). */
export type Market =
  'SSE' | 'SZSE' | 'BSE' | 'HKEX' | 'CFFEX' | 'SHFE' | 'INE' | 'DCE' | 'CZCE' | 'GFEX' | 'FX';

/** Rule family a security belongs to: one row of the rule table each. */
export type Board =
  | 'main'
  | 'star'
  | 'chinext'
  | 'bse'
  | 'index'
  | 'etf'
  | 'fund'
  | 'bond'
  | 'convertible'
  | 'hk'
  | 'future'
  | 'option'
  | 'forex';

/** Currency codes of the spec: 1 CNY, 2 HKD, 3 USD (0 is the total). */
export type CurrencyId = 1 | 2 | 3;

/** How the daily price band is computed. */
export type LimitRule =
  | { kind: 'percent'; pct: number }
  | { kind: 'none' }
  /** Hong Kong volatility control: trades outside ±pct of the price 5 minutes earlier cool off. */
  | { kind: 'vcm'; pct: number };

/** Derivative terms; present on futures and options only. */
export interface DerivativeTerms {
  /** Code of the underlying security (an index, ETF or futures contract); absent for commodities. */
  underlying?: string;
  multiplier: number;
  /** Futures: margin rate as a fraction of notional. */
  marginRate?: number;
  /** Options only. */
  optionType?: 'C' | 'P';
  strike?: number;
  /** ISO date of expiry (YYYY-MM-DD). */
  expiry?: string;
  /** Futures contract terms of one delivery month (domain/futures reads them). */
  futures?: FuturesTerms;
}

/** A futures fee: per lot (yuan) or per value (rate), with its own close-today figure. */
export interface FuturesFee {
  kind: 'lot' | 'value';
  open: number;
  close: number;
  closeToday: number;
}

/** Contract terms of one futures delivery month (docs/market-rules.md, "Futures"). */
export interface FuturesTerms {
  /** Product code (IF, cu) and Chinese product name. */
  product: string;
  productName: string;
  /** Delivery month YYYY-MM and last trading day YYYY-MM-DD. */
  month: string;
  lastTradingDay: string;
  longMarginRate: number;
  shortMarginRate: number;
  fee: FuturesFee;
  /** Day sessions and the night session (`HH:mm-HH:mm`, Asia/Shanghai); night empty when none. */
  daySessions: string[];
  nightSession: string;
  /** Largest open lots per side per contract (60114). */
  positionLimit: number;
  /** SHFE and INE take 平今/平昨 orders; other exchanges close yesterday's lots first. */
  closeTodayOrders: boolean;
}

/** One row of the security master. */
export interface Security {
  /** Exchange code without suffix, e.g. 600519, IF2512 main shown as IF0. */
  code: string;
  market: Market;
  name: string;
  /** Pinyin initials, upper case (贵州茅台 → GZMT). */
  pinyin: string;
  type: SecurityTypeId;
  board: Board;
  sector: string;
  currency: CurrencyId;
  /** Quantity step of a buy (shares, lots or contracts). */
  lot: number;
  /** Smallest buy quantity (STAR 200). */
  minBuy: number;
  tick: number;
  limit: LimitRule;
  /** 0 for T+0, 1 for T+1. */
  tPlusN: number;
  /** Reference price level the simulator starts the history from. */
  basePrice: number;
  /** Daily volatility of the idiosyncratic part and typical daily volume (in shares/lots). */
  vol: number;
  baseVolume: number;
  /** Loading on the market factor (indexes: their own beta; derivatives follow the underlying). */
  beta: number;
  isSt: boolean;
  derivative?: DerivativeTerms;
  /** Hong Kong shares: the connects that may trade them (SH 沪港通, SZ 深港通). */
  connect?: Array<'SH' | 'SZ'>;
  /** Forex: quoted spread in price units. */
  spread?: number;
}

/** A bar of any frequency. `time` is the ISO date (daily bars) or `YYYY-MM-DD HH:mm` (minute bars, the minute's end, Asia/Shanghai). */
export interface Bar {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
}

export interface BookLevel {
  price: number;
  volume: number;
}

/** Session phase of the trading day (Asia/Shanghai rules). */
export type Phase =
  | 'pre-open'
  | 'opening-auction'
  | 'pre-continuous'
  | 'continuous'
  | 'lunch'
  | 'closing-auction'
  | 'closed';

/** A snapshot of one security at the current market step. */
export interface Quote {
  code: string;
  market: Market;
  name: string;
  tradingDate: string;
  /** Display time of the snapshot, HH:mm:ss Asia/Shanghai. */
  time: string;
  phase: Phase;
  last: number;
  open: number;
  high: number;
  low: number;
  prevClose: number;
  limitUp: number | null;
  limitDown: number | null;
  /** Five levels each, best first. Empty on the locked side. */
  bids: BookLevel[];
  asks: BookLevel[];
  cumVolume: number;
  cumAmount: number;
  /** Volume traded since the previous step: caps the fill size of an order (25% rule). */
  intervalVolume: number;
  change: number;
  changePct: number;
  /** HK shares: HK clock and session, VCM, closing auction (domain/hk/quote-info.ts). */
  hk?: HkQuoteInfo;
}

/** Unique key of a security: code and market (000001.SSE is 上证指数, 000001.SZSE 平安银行). */
export function keyOf(sec: Pick<Security, 'code' | 'market'>): string {
  return `${sec.code}.${sec.market}`;
}
