import { http } from '@portal/shared-kit';
import { useEffect, useState } from 'react';
import {
  followForexQuotes,
  quoteHosts,
  type ConnectionFactory,
  type ForexTick,
  type SocketState,
} from './forex-quote-socket';

/** Points the detail chart keeps (one per push). */
export const MAX_POINTS = 240;

/** The quote hosts of the forex detail page (GetConfig key ForexQuoteHosts: primary, backups). */
export const getQuoteHosts = async () =>
  quoteHosts(
    await http
      .call<string | null>(
        { method: 'GET', url: '/VERace/Consul/GetConfig', params: { key: 'ForexQuoteHosts' } },
        { toast: false },
      )
      .catch(() => null),
  );

/** The live ticks of one pair over the quote socket, the recent prices and the socket state. */
export function useForexTicks(symbol: string, connect?: ConnectionFactory) {
  const [tick, setTick] = useState<ForexTick | null>(null);
  const [points, setPoints] = useState<number[]>([]);
  const [state, setState] = useState<SocketState>({ kind: 'connecting', host: 0 });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let alive = true;
    setTick(null);
    setPoints([]);
    void getQuoteHosts().then((hosts) => {
      if (!alive) return;
      stop = followForexQuotes(
        hosts,
        symbol,
        (t) => {
          setTick(t);
          setPoints((p) => [...p, t.last].slice(-MAX_POINTS));
        },
        setState,
        connect,
      );
    });
    return () => {
      alive = false;
      stop?.();
    };
  }, [symbol, connect]);
  return { tick, points, state };
}
