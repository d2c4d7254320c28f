import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { HUB_TIMINGS } from './hub-constants';
import type { HubConnectionLike, HubConnectionOptions } from './hub-connection';

/**
 * A SignalR connection with the timings of spec §9: keep-alive 30 s, server time-out 240 s, and
 * automatic reconnect retried every 5 s for as long as it takes. Loaded by `createSignalRConnection`
 * when the hub first starts, so a page nobody signed in on never fetches `@microsoft/signalr`.
 */
export const buildSignalRConnection = ({
  url,
  accessTokenFactory,
}: HubConnectionOptions): HubConnectionLike =>
  new HubConnectionBuilder()
    .withUrl(url, accessTokenFactory ? { accessTokenFactory } : {})
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: () => HUB_TIMINGS.RETRY })
    .withKeepAliveInterval(HUB_TIMINGS.KEEP_ALIVE)
    .withServerTimeout(HUB_TIMINGS.SERVER_TIMEOUT)
    .configureLogging(LogLevel.Warning)
    .build();
