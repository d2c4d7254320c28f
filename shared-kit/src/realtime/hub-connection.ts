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

type Callback = (...args: never[]) => void;

/**
 * The connection of `createSignalRConnection`: handlers and callbacks registered before the first
 * start are kept, and `@microsoft/signalr` is fetched (its own chunk) when the hub first starts,
 * which only happens once someone is signed in. Then every call goes to the real connection.
 */
class DeferredHubConnection implements HubConnectionLike {
  private real: HubConnectionLike | null = null;
  private loading: Promise<HubConnectionLike> | null = null;
  private readonly handlers = new Map<string, (...args: unknown[]) => void>();
  private readonly callbacks: ['onclose' | 'onreconnecting' | 'onreconnected', Callback][] = [];

  constructor(private readonly options: HubConnectionOptions) {}

  private load(): Promise<HubConnectionLike> {
    this.loading ??= import(/* webpackChunkName: "signalr" */ './signalr-builder').then(
      ({ buildSignalRConnection }) => {
        const real = buildSignalRConnection(this.options);
        this.handlers.forEach((handler, name) => real.on(name, handler));
        for (const [kind, callback] of this.callbacks) real[kind](callback as never);
        this.real = real;
        return real;
      },
    );
    return this.loading;
  }

  async start(): Promise<void> {
    await (await this.load()).start();
  }

  async stop(): Promise<void> {
    await this.real?.stop();
  }

  on(name: string, handler: (...args: unknown[]) => void): void {
    if (this.real) this.real.on(name, handler);
    else this.handlers.set(name, handler);
  }

  off(name: string): void {
    if (this.real) this.real.off(name);
    else this.handlers.delete(name);
  }

  invoke(method: string, ...args: unknown[]): Promise<unknown> {
    return this.load().then((real) => real.invoke(method, ...args));
  }

  onclose(callback: (error?: Error) => void): void {
    this.register('onclose', callback);
  }

  onreconnecting(callback: (error?: Error) => void): void {
    this.register('onreconnecting', callback);
  }

  onreconnected(callback: (connectionId?: string) => void): void {
    this.register('onreconnected', callback);
  }

  private register(kind: 'onclose' | 'onreconnecting' | 'onreconnected', callback: Callback) {
    if (this.real) this.real[kind](callback as never);
    else this.callbacks.push([kind, callback]);
  }
}

/**
 * A SignalR connection with the timings of spec §9 (`buildSignalRConnection`), whose library is
 * fetched when the connection first starts.
 */
export const createSignalRConnection: HubConnectionFactory = (options) =>
  new DeferredHubConnection(options);
