import { useEffect, useRef } from 'react';
import { QUOTATION_PUSH_TYPES } from './hub-constants';
import { pageHub } from './page-hub';
import { onQuotePush } from './quote-pushes';

/** The fields of a TickQuotationInfo push a page patches its rows with (server: quoteRow). */
export interface QuotePush {
  /** `symbol.MARKET`, the key the page subscribed with. */
  key: string;
  symbol: string;
  market: string;
  last: number;
  preClose: number;
  change: number;
  changePct: number;
  limitUp: number | null;
  limitDown: number | null;
  volume: number;
  bidPrices: number[];
  bidVolumes: number[];
  askPrices: number[];
  askVolumes: number[];
}

/** Pushes of one quick burst (one market step over many codes) reach the page together. */
export const QUOTE_BATCH_MS = 100;

const TICK_TYPE = QUOTATION_PUSH_TYPES[2];

type Row = Record<string, unknown>;
// Keys may arrive lowercased (spec §3 pushes of other origins).
const field = (r: Row, name: string): unknown => r[name] ?? r[name.toLowerCase()];
const num = (r: Row, name: string): number => Number(field(r, name) ?? NaN);
const orNull = (r: Row, name: string): number | null => {
  const v = field(r, name);
  return v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Number(v);
};
const nums = (r: Row, name: string): number[] => {
  const v = field(r, name);
  return Array.isArray(v) ? v.map(Number) : [];
};

/** Reads one quote push; null when it names no security. */
export function readQuotePush(raw: unknown): QuotePush | null {
  const r = (raw ?? {}) as Row;
  const symbol = String(field(r, 'symbol') ?? '');
  const market = String(field(r, 'market') ?? '').toUpperCase();
  if (!symbol || !market) return null;
  return {
    key: `${symbol}.${market}`,
    symbol,
    market,
    last: num(r, 'last'),
    preClose: num(r, 'preClose'),
    change: num(r, 'change'),
    changePct: num(r, 'changePct'),
    limitUp: orNull(r, 'limitUp'),
    limitDown: orNull(r, 'limitDown'),
    volume: num(r, 'volume'),
    bidPrices: nums(r, 'bidPrices'),
    bidVolumes: nums(r, 'bidVolumes'),
    askPrices: nums(r, 'askPrices'),
    askVolumes: nums(r, 'askVolumes'),
  };
}

/**
 * Live quotes of `keys` (`symbol.MARKET`) while the component is mounted: subscribes them on the
 * page's hub (TickQuotationInfo) and hands every burst of pushes to `onQuotes`, newest per key.
 * Unsubscribes on unmount or when the keys change.
 */
export function useQuotePushes(
  keys: readonly string[],
  onQuotes: (quotes: QuotePush[]) => void,
): void {
  const wanted = [...new Set(keys)].sort().join(',');
  const latest = useRef(onQuotes);
  useEffect(() => {
    latest.current = onQuotes;
  });
  useEffect(() => {
    if (!wanted) return undefined;
    const followed = new Set(wanted.split(','));
    const batch = new Map<string, QuotePush>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const quotes = [...batch.values()];
      batch.clear();
      if (quotes.length) latest.current(quotes);
    };
    const off = onQuotePush(TICK_TYPE, (raw: unknown) => {
      const quote = readQuotePush(raw);
      if (!quote || !followed.has(quote.key)) return;
      batch.set(quote.key, quote);
      timer ??= setTimeout(flush, QUOTE_BATCH_MS);
    });
    const hub = pageHub();
    const subscription = { QuotationType: TICK_TYPE, SearchParamData: wanted };
    hub.subscribe(subscription).catch(() => undefined);
    return () => {
      off();
      clearTimeout(timer);
      hub.unsubscribe(subscription).catch(() => undefined);
    };
  }, [wanted]);
}
