import type { CorporateAction } from '../exchange';
import type { Market } from '../market';

/** One quarter's figures (yuan; per-share in yuan). Flows are the quarter's own, not cumulative. */
export interface QuarterStatement {
  /** e.g. 2025Q3. */
  period: string;
  /** Last day of the quarter, ISO. */
  endDate: string;
  /** Day the figures became public (no look-ahead in screens and backtests). */
  reportDate: string;
  revenue: number;
  grossProfit: number;
  netProfit: number;
  eps: number;
  /** Shareholders' equity at the quarter's end. */
  equity: number;
  bvps: number;
  operatingCashFlow: number;
}

/** One of the ten largest shareholders. */
export interface Holder {
  rank: number;
  name: string;
  shares: number;
  /** Percent of shares outstanding. */
  pct: number;
  kind: string;
}

/** Company profile of the deep-data (F9) view. */
export interface CompanyProfile {
  code: string;
  market: Market;
  name: string;
  fullName: string;
  industry: string;
  concepts: string[];
  region: string;
  listDate: string;
  sharesOutstanding: number;
  business: string;
}

/** Seeded (or imported) fundamentals of one listed company. */
export interface Fundamentals {
  profile: CompanyProfile;
  /** Oldest first; only quarters reported by the as-of date. */
  statements: QuarterStatement[];
  holders: Holder[];
  /** Annual cash dividends as the exchange's corporate-action rows (ex-date ≤ as-of date + 60 days). */
  dividends: CorporateAction[];
}

/** Trailing figures known on a date (from statements reported by then). */
export interface Trailing {
  /** Sum of the last four quarters. */
  eps: number;
  revenue: number;
  netProfit: number;
  grossProfit: number;
  equity: number;
  bvps: number;
  /** Latest quarter against the same quarter a year before, percent; null without it. */
  revenueYoy: number | null;
  profitYoy: number | null;
}
