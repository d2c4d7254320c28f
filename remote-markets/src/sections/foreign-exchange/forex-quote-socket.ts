import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import {
  PORTAL_HUB_PATH,
  QUOTATION_PUSH_TYPES,
  USER_PUSHES,
  session,
  type HubConnectionLike,
} from '@portal/shared-kit';

/** Spec §9 quote socket: websocket only, 3 reconnection attempts, 30 s timeout. */
export const FOREX_SOCKET = {
  RECONNECT_DELAYS_MS: [0, 2_000, 10_000],
  TIMEOUT_MS: 30_000,
  KEEP_ALIVE_MS: 10_000,
} as const;

/** Quotes arrive as TickQuotationInfo pushes (spec §3), one row per pair. */
const TICK = QUOTATION_PUSH_TYPES[2];

/** A pushed quote row (the fields the detail page shows). */
export interface ForexTick {
  symbol: string;
  last: number;
  high: number;
  low: number;
  preClose: number;
  changePct: number;
  time: string;
  bidPrices: number[];
  askPrices: number[];
  bidVolumes: number[];
  askVolumes: number[];
}

/** Which host serves the quotes: the primary, a backup (index ≥ 1) or none any more. */
export type SocketState =
  { kind: 'connecting'; host: number } | { kind: 'live'; host: number } | { kind: 'offline' };

export type ConnectionFactory = (url: string) => HubConnectionLike;

/** A websocket-only SignalR connection (no negotiate, no fallback transports) with the §9 timings. */
export const forexConnection: ConnectionFactory = (url) =>
  new HubConnectionBuilder()
    .withUrl(url, {
      transport: HttpTransportType.WebSockets,
      skipNegotiation: true,
      accessTokenFactory: () => session.getState().token ?? '',
    })
    .withAutomaticReconnect([...FOREX_SOCKET.RECONNECT_DELAYS_MS])
    .withServerTimeout(FOREX_SOCKET.TIMEOUT_MS)
    .withKeepAliveInterval(FOREX_SOCKET.KEEP_ALIVE_MS)
    .configureLogging(LogLevel.None)
    .build();

/** Hosts from the ForexQuoteHosts setting: comma separated, primary first; '' is this portal. */
export function quoteHosts(setting: string | null | undefined): string[] {
  const hosts = (setting ?? '')
    .split(',')
    .map((h) => h.trim().replace(/\/+$/, ''))
    .filter((h) => h === '' || /^https?:\/\/[^\s]+$/.test(h));
  return hosts.length ? hosts : [''];
}

/**
 * Follows one pair's quotes over the quote socket: connects to the first host; when it cannot
 * start, or its reconnection attempts are used up, moves on to the next (the backup host); after
 * the last, `offline`. Order and fill pushes of the user reach every connection of the user: the
 * page's own hub delivers them, so here they are received and left to it. Returns `stop`.
 */
export function followForexQuotes(
  hosts: readonly string[],
  symbol: string,
  onTick: (tick: ForexTick) => void,
  onState: (state: SocketState) => void,
  connect: ConnectionFactory = forexConnection,
): () => void {
  let stopped = false;
  let current: HubConnectionLike | null = null;
  const open = (host: number) => {
    if (stopped) return;
    if (host >= hosts.length) {
      onState({ kind: 'offline' });
      return;
    }
    onState({ kind: 'connecting', host });
    const conn = connect(`${hosts[host]}${PORTAL_HUB_PATH}`);
    current = conn;
    const subscribe = () =>
      conn.invoke('Subscribe', TICK, [symbol]).then(
        () => onState({ kind: 'live', host }),
        () => undefined,
      );
    conn.on(TICK, (row: unknown) => {
      const tick = row as ForexTick;
      if (tick?.symbol === symbol) onTick(tick);
    });
    for (const name of Object.values(USER_PUSHES)) conn.on(name, () => undefined);
    conn.onreconnecting(() => onState({ kind: 'connecting', host }));
    conn.onreconnected(() => void subscribe());
    conn.onclose(() => {
      if (!stopped && current === conn) open(host + 1);
    });
    conn.start().then(subscribe, () => {
      if (!stopped && current === conn) open(host + 1);
    });
  };
  open(0);
  return () => {
    stopped = true;
    void current?.stop().catch(() => undefined);
  };
}
