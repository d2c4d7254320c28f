import type { Quote, Security } from '../../domain/market';

/** Search hit as the portal's search box reads it (spec §3). */
export interface SecurityHit {
  symbol: string;
  shortname: string;
  pyshortname: string;
  market: string;
  typeid: number;
}

export const toHit = (s: Security): SecurityHit => ({
  symbol: s.code,
  shortname: s.name,
  pyshortname: s.pinyin,
  market: s.market,
  typeid: s.type,
});

/** flagBits of the security info record: 1 ST, 2 T+0, 4 daily price limit, 8 index, 16 derivative. */
export function flagBits(s: Security): number {
  return (
    (s.isSt ? 1 : 0) |
    (s.tPlusN === 0 ? 2 : 0) |
    (s.limit.kind === 'percent' ? 4 : 0) |
    (s.board === 'index' ? 8 : 0) |
    (s.derivative ? 16 : 0)
  );
}

/**
 * One security info record: symbol, market, shortName, pyShortName, securityType, flagBits, lcp
 * (last close), bQtyStep (buy quantity step), minTickSize. Commas in names cannot occur in the
 * curated data; they are replaced to keep the record parseable.
 */
export function infoRecord(s: Security, lastClose: number): string {
  const clean = (t: string) => t.replace(/[,;]/g, ' ');
  return [
    s.code,
    s.market,
    clean(s.name),
    s.pinyin,
    s.type,
    flagBits(s),
    lastClose,
    s.lot,
    s.tick,
  ].join(',');
}

/** A quote row of /tick/symbols and QueryQuote: the snapshot plus the static fields a screen needs. */
export function quoteRow(s: Security, q: Quote) {
  return {
    symbol: s.code,
    market: s.market,
    shortName: s.name,
    pyShortName: s.pinyin,
    securityType: s.type,
    tradingDate: q.tradingDate,
    time: q.time,
    phase: q.phase,
    last: q.last,
    open: q.open,
    high: q.high,
    low: q.low,
    preClose: q.prevClose,
    change: q.change,
    changePct: q.changePct,
    limitUp: q.limitUp,
    limitDown: q.limitDown,
    volume: q.cumVolume,
    amount: q.cumAmount,
    intervalVolume: q.intervalVolume,
    bidPrices: q.bids.map((l) => l.price),
    bidVolumes: q.bids.map((l) => l.volume),
    askPrices: q.asks.map((l) => l.price),
    askVolumes: q.asks.map((l) => l.volume),
    lot: s.lot,
    tick: s.tick,
    currency: s.currency,
  };
}

export type QuoteRow = ReturnType<typeof quoteRow>;
