import type { BookLevel, Quote } from './market-types';
import { num, text, type Row } from './fields';

const levels = (prices: unknown, volumes: unknown): BookLevel[] => {
  const p = Array.isArray(prices) ? prices : [];
  const v = Array.isArray(volumes) ? volumes : [];
  return p.map((price, i) => ({ price: Number(price), volume: Number(v[i] ?? 0) }));
};

const orNull = (n: number): number | null => (Number.isFinite(n) ? n : null);

/** A quote row of /tick/symbols or a TickQuotationInfo push (keys may arrive lowercased). */
export function toQuote(raw: unknown): Quote {
  const r = raw as Row;
  return {
    symbol: text(r, 'symbol'),
    market: text(r, 'market').toUpperCase(),
    shortName: text(r, 'shortName', 'shortname'),
    securityType: num(r, 'securityType', 'securitytype'),
    tradingDate: text(r, 'tradingDate', 'tradingdate'),
    time: text(r, 'time'),
    last: num(r, 'last'),
    open: num(r, 'open'),
    high: num(r, 'high'),
    low: num(r, 'low'),
    preClose: num(r, 'preClose', 'preclose'),
    change: num(r, 'change'),
    changePct: num(r, 'changePct', 'changepct'),
    limitUp: orNull(num(r, 'limitUp', 'limitup')),
    limitDown: orNull(num(r, 'limitDown', 'limitdown')),
    volume: num(r, 'volume'),
    amount: num(r, 'amount'),
    bids: levels(r.bidPrices ?? r.bidprices, r.bidVolumes ?? r.bidvolumes),
    asks: levels(r.askPrices ?? r.askprices, r.askVolumes ?? r.askvolumes),
  };
}
