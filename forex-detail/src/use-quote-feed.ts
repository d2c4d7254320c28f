import { useEffect, useRef, useState } from 'react';
import type { AppConfig } from './config';
import { followQuotes, type ConnectionFactory, type FeedState, type QuoteFeed } from './quote-feed';
import { readTick, tickEpoch, type ForexTick } from './tick';

/** Points the price chart keeps (one per push). */
export const MAX_POINTS = 240;

/** The live quote of the configured pair, its recent prices [epoch ms, last] and the feed state. */
export function useQuoteFeed(config: AppConfig, connect: ConnectionFactory) {
  const [tick, setTick] = useState<ForexTick | null>(null);
  const [points, setPoints] = useState<Array<[number, number]>>([]);
  const [state, setState] = useState<FeedState>({ kind: 'connecting', host: 0, attempt: 0 });
  const [receivedAt, setReceivedAt] = useState<number | null>(null);
  const feed = useRef<QuoteFeed | null>(null);
  useEffect(() => {
    /** Host of the prices on the chart: another host's market starts a new line. */
    let charted = -1;
    const f = followQuotes({
      hosts: config.hosts,
      hubPath: config.hubPath,
      symbol: config.symbol,
      policy: config.policy,
      connect,
      onState: (s) => {
        if (s.kind === 'live' && s.host !== charted) {
          charted = s.host;
          setPoints([]);
        }
        setState(s);
      },
      onTick: (row) => {
        const t = readTick(row);
        if (!t) return;
        const now = Date.now();
        const at = tickEpoch(t);
        setTick(t);
        setReceivedAt(now);
        setPoints((p) => {
          const x = Number.isFinite(at) ? at : now;
          const last = p.at(-1);
          const point: [number, number] = [x, t.last];
          // A repeated snapshot time replaces its point; an earlier one starts the line again.
          if (last && last[0] > x) return [point];
          const kept = last && last[0] === x ? p.slice(0, -1) : p;
          return [...kept, point].slice(-MAX_POINTS);
        });
      },
    });
    feed.current = f;
    return () => {
      f.stop();
      feed.current = null;
    };
  }, [config, connect]);
  return { tick, points, state, receivedAt, retry: () => feed.current?.retry() };
}
