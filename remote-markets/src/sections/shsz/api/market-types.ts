import type { ApiItem } from '@portal/shared-kit/api-types';

/** One level of the 5-level book. */
export interface BookLevel {
  price: number;
  volume: number;
}

/** A quote snapshot as the trading page shows it. */
export interface Quote {
  symbol: string;
  market: string;
  shortName: string;
  securityType: number;
  tradingDate: string;
  /** HH:mm:ss of the snapshot, Asia/Shanghai. */
  time: string;
  last: number;
  open: number;
  high: number;
  low: number;
  preClose: number;
  change: number;
  changePct: number;
  limitUp: number | null;
  limitDown: number | null;
  volume: number;
  amount: number;
  bids: BookLevel[];
  asks: BookLevel[];
}

/** A search hit (spec §3 security search result). */
export type SearchHit = Pick<
  ApiItem<'/QuotationAPI/api/v1/security/search'>,
  'symbol' | 'shortname' | 'pyshortname' | 'market' | 'typeid'
>;

/** A bar of the intraday chart or the K-line; `time` in epoch milliseconds. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Chart periods: intraday minutes, daily, weekly and monthly K-lines. */
export type ChartPeriod = 'minute' | 'day' | 'week' | 'month';
