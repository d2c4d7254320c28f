import { session } from '../session';
import { HandlerBook } from './handler-book';
import type { HubAdapter, HubHandler, HubState, QuotationSubscription } from './hub-adapter';
import { HUB_METHODS, HUB_TIMINGS } from './hub-constants';
import { createSignalRConnection } from './hub-connection';
import type {
  HubConnectionFactory,
  HubConnectionLike,
  HubConnectionOptions,
} from './hub-connection';
import { InvokeQueue } from './invoke-queue';
import { QuotationSilenceTracker } from './quotation-silence';
import { SubscriptionBook } from './subscription-book';

/** Options of the SignalR adapter; everything but `url` has the page's default. */
export interface SignalRHubAdapterOptions extends HubConnectionOptions {
  connectionFactory?: HubConnectionFactory;
  /** Token put into subscriptions that carry none; defaults to the session's token. */
  token?: () => string | null;
  now?: () => number;
}

/** HubAdapter over `@microsoft/signalr` (spec §4 real-time hub, §9 timings). */
export class SignalRHubAdapter implements HubAdapter {
  private connection: HubConnectionLike | null = null;
  private currentState: HubState = 'Disconnected';
  private stopped = true;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private startWaiters: (() => void)[] = [];
  private loginArgs: unknown[] | null = null;
  private readonly handlers = new HandlerBook();
  private readonly queue = new InvokeQueue();
  private readonly subscriptions = new SubscriptionBook();
  private readonly stateListeners = new Set<(state: HubState) => void>();
  private readonly silence = new QuotationSilenceTracker();
  private readonly now: () => number;
  private readonly token: () => string | null;

  constructor(private readonly options: SignalRHubAdapterOptions) {
    this.now = options.now ?? Date.now;
    this.token = options.token ?? (() => session.getState().token);
  }

  get state(): HubState {
    return this.currentState;
  }

  start(): Promise<void> {
    if (this.currentState === 'Connected') return Promise.resolve();
    const connected = new Promise<void>((resolve) => this.startWaiters.push(resolve));
    if (this.stopped) {
      this.stopped = false;
      void this.attempt();
    }
    return connected;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.loginArgs = null;
    this.subscriptions.clear();
    this.queue.rejectAll(new Error('hub stopped'));
    this.startWaiters = [];
    await this.connection?.stop();
    this.setState('Disconnected');
  }

  on(name: string, handler: HubHandler): void {
    const first = this.handlers.add(name, handler);
    if (first && this.connection) this.attach(this.connection, name.toLowerCase());
  }

  off(name: string, handler?: HubHandler): void {
    if (this.handlers.remove(name, handler)) this.connection?.off(name.toLowerCase());
  }

  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
    if (this.connection && this.currentState === 'Connected') {
      return this.connection.invoke(method, ...args) as Promise<T>;
    }
    return this.queue.add(method, args) as Promise<T>;
  }

  async login(...args: unknown[]): Promise<void> {
    this.loginArgs = args;
    if (this.isConnected()) await this.invoke(HUB_METHODS.LOGIN, ...args);
  }

  async subscribe(subscription: QuotationSubscription): Promise<void> {
    this.subscriptions.add(subscription);
    this.silence.touch(subscription.QuotationType, this.now());
    if (this.isConnected()) await this.sendSubscribe(subscription);
  }

  async unsubscribe(subscription: QuotationSubscription): Promise<void> {
    if (this.subscriptions.remove(subscription)) this.silence.forget(subscription.QuotationType);
    if (this.isConnected()) {
      await this.invoke(HUB_METHODS.UNSUBSCRIBE, this.withToken(subscription));
    }
  }

  async resubscribeSilent(now: number = this.now()): Promise<string[]> {
    if (!this.isConnected()) return [];
    const silent = this.subscriptions
      .all()
      .filter((s) => this.silence.isSilent(s.QuotationType, now));
    // Restart the silence clock first so the next 5 s tick does not send them again.
    silent.forEach((s) => this.silence.touch(s.QuotationType, now));
    await Promise.all(silent.map((s) => this.sendSubscribe(s)));
    return [...new Set(silent.map((s) => s.QuotationType))];
  }

  onStateChange(listener: (state: HubState) => void): () => void {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  }

  private isConnected(): boolean {
    return this.connection !== null && this.currentState === 'Connected';
  }

  private setState(state: HubState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    this.stateListeners.forEach((listener) => listener(state));
  }

  private withToken(s: QuotationSubscription): QuotationSubscription {
    return { ...s, token: s.token ?? this.token() };
  }

  private sendSubscribe(s: QuotationSubscription): Promise<unknown> {
    return this.invoke(HUB_METHODS.SUBSCRIBE, this.withToken(s));
  }

  private attach(connection: HubConnectionLike, name: string): void {
    connection.on(name, (...args: unknown[]) => {
      this.silence.touch(name, this.now());
      this.handlers.dispatch(name, args);
    });
  }

  /** The connection, created on first use with every handler registered so far attached. */
  private ensureConnection(): HubConnectionLike {
    if (this.connection) return this.connection;
    const factory = this.options.connectionFactory ?? createSignalRConnection;
    const connection = factory({
      url: this.options.url,
      // Negotiate sends `Authorization: Bearer <token>`; by default the session's current token.
      accessTokenFactory: this.options.accessTokenFactory ?? (() => this.token() ?? ''),
    });
    this.handlers.names().forEach((name) => this.attach(connection, name));
    connection.onreconnecting(() => this.setState('Reconnecting'));
    connection.onreconnected(() => void this.connected());
    connection.onclose(() => this.closed());
    this.connection = connection;
    return connection;
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    const connection = this.ensureConnection();
    this.setState('Connecting');
    try {
      await connection.start();
    } catch {
      this.closed();
      return;
    }
    await this.connected();
  }

  /** Spec §4: retry every 5 s after a failed start, and reconnect after a close. */
  private closed(): void {
    this.setState('Disconnected');
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.attempt(), HUB_TIMINGS.RETRY);
  }

  /** Every new connection lost its groups: Login and re-subscribe, then send what was queued. */
  private async connected(): Promise<void> {
    if (!this.connection) return;
    if (this.stopped) {
      // stop() came while the start was under way: do not keep a connection nobody wants.
      await this.connection.stop();
      return;
    }
    this.setState('Connected');
    const restores: Promise<unknown>[] = [];
    if (this.loginArgs) restores.push(this.invoke(HUB_METHODS.LOGIN, ...this.loginArgs));
    const now = this.now();
    this.subscriptions.all().forEach((s) => {
      this.silence.touch(s.QuotationType, now);
      restores.push(this.sendSubscribe(s));
    });
    this.queue.flush(this.connection);
    const waiters = this.startWaiters;
    this.startWaiters = [];
    waiters.forEach((resolve) => resolve());
    const results = await Promise.allSettled(restores);
    results.forEach((r) => {
      if (r.status === 'rejected') console.error('hub restore failed', r.reason);
    });
  }
}
