/** Connection state as the portal sees it. */
export type HubState = 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting';

/** Receives the arguments of a server push. */
export type HubHandler = (...args: unknown[]) => void;

/** A quotation subscription (spec §3 "Subscription"); the token defaults to the session's. */
export interface QuotationSubscription {
  QuotationType: string;
  SearchParamData: unknown;
  token?: string | null;
}

/**
 * The real-time hub as the portal uses it (spec §4, §7, §9). Implementations queue handlers and
 * invokes made before the connection is ready, and restore Login and subscriptions on every new
 * connection (groups do not survive a reconnect).
 */
export interface HubAdapter {
  readonly state: HubState;
  /** Connects, retrying every 5 s; resolves once connected (stays pending if stopped first). */
  start(): Promise<void>;
  /** Disconnects for good; forgets the login and the subscriptions, keeps the handlers. */
  stop(): Promise<void>;
  /** Registers a push handler; names are case-insensitive. */
  on(name: string, handler: HubHandler): void;
  /** Removes one handler, or every handler of the name when none is given. */
  off(name: string, handler?: HubHandler): void;
  /** Invokes a hub method; waits for the connection when it is not ready. */
  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T>;
  /** Invokes Login now (when connected) and again on every new connection. */
  login(...args: unknown[]): Promise<void>;
  /** Subscribes now (when connected) and again on every new connection. */
  subscribe(subscription: QuotationSubscription): Promise<void>;
  /** Ends a subscription (UnSubscribe) and stops restoring it. */
  unsubscribe(subscription: QuotationSubscription): Promise<void>;
  /** Re-subscribes the quotation types silent for over 30 s; returns those types. */
  resubscribeSilent(now?: number): Promise<string[]>;
  /** Listens to state changes; returns the function that stops listening. */
  onStateChange(listener: (state: HubState) => void): () => void;
}
