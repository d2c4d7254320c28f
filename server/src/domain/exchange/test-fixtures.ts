import type { BookLevel, Quote } from '../market/types';
import { type CashState, type Order, type TradableSecurity, ORDER_STATUS, SIDE } from './types';

const base = { name: '测试', isSt: false, tPlusN: 1 } as const;

/** Securities of each rule family, as the market's board table describes them. */
export const SEC = {
  main: {
    ...base,
    code: '600519',
    market: 'SSE',
    name: '贵州茅台',
    type: 1,
    board: 'main',
    lot: 100,
    minBuy: 100,
    tick: 0.01,
    limit: { kind: 'percent', pct: 0.1 },
  },
  st: {
    ...base,
    code: '600666',
    market: 'SSE',
    name: 'ST测试',
    isSt: true,
    type: 1,
    board: 'main',
    lot: 100,
    minBuy: 100,
    tick: 0.01,
    limit: { kind: 'percent', pct: 0.05 },
  },
  star: {
    ...base,
    code: '688981',
    market: 'SSE',
    name: '中芯国际',
    type: 19,
    board: 'star',
    lot: 1,
    minBuy: 200,
    tick: 0.01,
    limit: { kind: 'percent', pct: 0.2 },
  },
  chinext: {
    ...base,
    code: '300750',
    market: 'SZSE',
    name: '宁德时代',
    type: 21,
    board: 'chinext',
    lot: 100,
    minBuy: 100,
    tick: 0.01,
    limit: { kind: 'percent', pct: 0.2 },
  },
  bse: {
    ...base,
    code: '830799',
    market: 'BSE',
    name: '艾融软件',
    type: 1,
    board: 'bse',
    lot: 1,
    minBuy: 100,
    tick: 0.01,
    limit: { kind: 'percent', pct: 0.3 },
  },
  etf: {
    ...base,
    code: '510300',
    market: 'SSE',
    name: '沪深300ETF',
    type: 11,
    board: 'etf',
    lot: 100,
    minBuy: 100,
    tick: 0.001,
    limit: { kind: 'percent', pct: 0.1 },
  },
  bond: {
    ...base,
    code: '019547',
    market: 'SSE',
    name: '国债',
    type: 4,
    board: 'bond',
    lot: 10,
    minBuy: 10,
    tick: 0.001,
    limit: { kind: 'none' },
    tPlusN: 0,
  },
} satisfies Record<string, TradableSecurity>;

/** A continuous-session quote around `last` with a one-tick spread and deep five-level book. */
export function quoteOf(
  last: number,
  opts: Partial<Quote> & { prevClose?: number; tick?: number; depth?: number } = {},
): Quote {
  const tick = opts.tick ?? 0.01;
  const prevClose = opts.prevClose ?? last;
  const depth = opts.depth ?? 10_000;
  const d = tick < 0.01 ? 3 : 2;
  const lvl = (p: number): BookLevel => ({ price: Number(p.toFixed(d)), volume: depth });
  const limitUp = opts.limitUp !== undefined ? opts.limitUp : Number((prevClose * 1.1).toFixed(d));
  const limitDown =
    opts.limitDown !== undefined ? opts.limitDown : Number((prevClose * 0.9).toFixed(d));
  return {
    code: '600519',
    market: 'SSE',
    name: '测试',
    tradingDate: '2026-11-20',
    time: '10:00:00',
    phase: 'continuous',
    last,
    open: prevClose,
    high: last,
    low: last,
    prevClose,
    limitUp,
    limitDown,
    bids: [0, 1, 2, 3, 4].map((k) => lvl(last - k * tick)),
    asks: [1, 2, 3, 4, 5].map((k) => lvl(last + k * tick)),
    cumVolume: 1_000_000,
    cumAmount: 0,
    intervalVolume: 1_000_000,
    change: 0,
    changePct: 0,
    ...opts,
  };
}

/** Cash of a fresh account with `yuan` initial funds. */
export function cashOf(yuan: number): CashState {
  const li = Math.round(yuan * 1000);
  return { initial: li, transfers: 0, fees: 0, realised: 0, available: li, frozen: 0 };
}

/** A working order for matching tests. */
export function orderOf(p: Partial<Order> = {}): Order {
  return {
    orderId: 1,
    accountId: 1,
    clOrdId: null,
    market: 'SSE',
    code: '600519',
    securityType: 1,
    side: SIDE.BUY,
    kind: 'limit',
    price: 10,
    qty: 1000,
    filledQty: 0,
    filledAmount: 0,
    fees: 0,
    frozenCash: 0,
    frozenQty: 0,
    status: ORDER_STATUS.REPORTED,
    rejectCode: null,
    tradingDate: '2026-11-20',
    matchKey: '',
    ...p,
  };
}
