import { useEffect, useRef, useState } from 'react';
import type { AppConfig } from './config';
import { followQuotes, type ConnectionFactory, type FeedState, type QuoteFeed } from './quote-feed';
import { addPoint, withHistory, type Point } from './price-line';
import { readMinuteLine, readTick, tickEpoch, type ForexTick } from './tick';

/**
 * The live quote of the configured pair, its price line (the day's minutes of the serving host,
 * then every push) and the feed state.
 */
export function useQuoteFeed(config: AppConfig, connect: ConnectionFactory) {
  const [tick, setTick] = useState<ForexTick | null>(null);
  const [points, setPoints] = useState<Point[]>([]);
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
        setPoints((p) => addPoint(p, [Number.isFinite(at) ? at : now, t.last]));
      },
      onHistory: (rows) => {
        const day = readMinuteLine(rows);
        if (day.length) setPoints((p) => withHistory(p, day));
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
