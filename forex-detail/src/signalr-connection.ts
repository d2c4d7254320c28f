import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { ConnectionFactory } from './quote-feed';

/**
 * A websocket-only SignalR connection (no negotiate, no other transport; spec §9). No automatic
 * reconnect: the feed owns the reconnection attempts. A host silent for `timeoutMs` is closed by
 * the client; keep-alive pings go out well within the server's own time-out.
 */
export const signalrConnection: ConnectionFactory = (url, timeoutMs) =>
  new HubConnectionBuilder()
    .withUrl(url, { transport: HttpTransportType.WebSockets, skipNegotiation: true })
    .withServerTimeout(timeoutMs)
    .withKeepAliveInterval(Math.min(15_000, Math.floor(timeoutMs / 2)))
    // The browser itself reports a refused socket; the page shows the state in Chinese.
    .configureLogging(LogLevel.None)
    .build();
