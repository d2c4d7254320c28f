import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { HUB_TIMINGS } from './hub-constants';

/** The part of `@microsoft/signalr`'s HubConnection the adapter uses; tests pass a fake. */
export interface HubConnectionLike {
  start(): Promise<void>;
  stop(): Promise<void>;
  on(name: string, handler: (...args: unknown[]) => void): void;
  off(name: string): void;
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
  onclose(callback: (error?: Error) => void): void;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
}

/** Where and as whom to connect. */
export interface HubConnectionOptions {
  url: string;
  /** Called on every negotiate, so a refreshed token is used after a reconnect. */
  accessTokenFactory?: () => string | Promise<string>;
}

/** Builds HubConnections; the adapter calls it once. */
export type HubConnectionFactory = (options: HubConnectionOptions) => HubConnectionLike;

/**
 * A SignalR connection with the timings of spec §9: keep-alive 30 s, server time-out 240 s, and
 * automatic reconnect retried every 5 s for as long as it takes.
 */
export const createSignalRConnection: HubConnectionFactory = ({ url, accessTokenFactory }) =>
  new HubConnectionBuilder()
    .withUrl(url, accessTokenFactory ? { accessTokenFactory } : {})
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: () => HUB_TIMINGS.RETRY })
    .withKeepAliveInterval(HUB_TIMINGS.KEEP_ALIVE)
    .withServerTimeout(HUB_TIMINGS.SERVER_TIMEOUT)
    .configureLogging(LogLevel.Warning)
    .build();
