/**
 * The quote socket of spec §9 as a state machine, free of any transport: websocket only, 3
 * reconnection attempts, a 30 s timeout, then the backup host. The connection itself comes from
 * a factory (`signalr-connection.ts` in the app, a fake in unit tests).
 */

/** The part of a hub connection the feed uses (a subset of `@microsoft/signalr`'s HubConnection). */
export interface QuoteConnection {
  start(): Promise<void>;
  stop(): Promise<void>;
  on(name: string, handler: (...args: unknown[]) => void): void;
  onclose(handler: (error?: Error) => void): void;
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
}

/** Opens a connection to a hub URL; `timeoutMs` is also the silence after which it closes itself. */
export type ConnectionFactory = (url: string, timeoutMs: number) => QuoteConnection;

/** Reconnection delays (one per attempt) and the connect / silence timeout. */
export interface FeedPolicy {
  reconnectDelaysMs: readonly number[];
  timeoutMs: number;
}

/** Spec §9: 3 reconnection attempts, 30 s timeout. */
export const SPEC_POLICY: FeedPolicy = { reconnectDelaysMs: [0, 2_000, 10_000], timeoutMs: 30_000 };

/**
 * Where the feed is: connecting to host `host` (0 the primary, 1 the backup) on its first try
 * (`attempt` 0) or a reconnection attempt (1…3); live on a host; offline once every host failed.
 */
export type FeedState =
  | { kind: 'connecting'; host: number; attempt: number }
  | { kind: 'live'; host: number }
  | { kind: 'offline' };

/** The push the server sends for a subscribed code (spec §3 TickQuotationInfo). */
export const TICK_PUSH = 'TickQuotationInfo';

export interface FeedOptions {
  /** Host base URLs, primary first; '' is the origin that serves the app. */
  hosts: readonly string[];
  hubPath: string;
  symbol: string;
  policy: FeedPolicy;
  connect: ConnectionFactory;
  onTick: (row: unknown) => void;
  onState: (state: FeedState) => void;
  /** The pair's minute line of the day from the host just subscribed (MinuteLine), if it has one. */
  onHistory?: (rows: unknown) => void;
}

export interface QuoteFeed {
  /** After `offline`: starts over from the primary host. */
  retry(): void;
  /** Leaves for good (the page closes). */
  stop(): void;
}

/** Stops a connection, if any, and ignores how that ends. */
const drop = (conn: QuoteConnection | null) => {
  if (conn) void conn.stop().catch(() => undefined);
};

/**
 * What follows a failed try on `host`: the next reconnection attempt after its delay while the
 * policy has one, else the next host's first try, else offline.
 */
export function afterFailure(
  host: number,
  attempt: number,
  policy: FeedPolicy,
  hostCount: number,
):
  | { kind: 'retry'; attempt: number; delayMs: number | undefined }
  | { kind: 'nextHost'; host: number }
  | { kind: 'offline' } {
  if (attempt < policy.reconnectDelaysMs.length) {
    return { kind: 'retry', attempt: attempt + 1, delayMs: policy.reconnectDelaysMs[attempt] };
  }
  if (host + 1 < hostCount) return { kind: 'nextHost', host: host + 1 };
  return { kind: 'offline' };
}

/** Ticks of the followed pair go to `onTick`; a close of the connection to `onClose`. */
function listen(
  conn: QuoteConnection,
  opts: FeedOptions,
  live: () => boolean,
  onClose: () => void,
): void {
  conn.on(TICK_PUSH, (row: unknown) => {
    if (live() && (row as { symbol?: unknown } | null)?.symbol === opts.symbol) opts.onTick(row);
  });
  conn.onclose(() => {
    if (live()) onClose();
  });
}

/**
 * Starts the connection and subscribes the pair; once subscribed, `onSubscribed`, then the day's
 * minute line goes to `onHistory`. A start or subscription that fails calls `onFailed`.
 */
function startAndSubscribe(
  conn: QuoteConnection,
  opts: FeedOptions,
  live: () => boolean,
  onSubscribed: () => void,
  onFailed: () => void,
): void {
  conn
    .start()
    .then(() => (live() ? conn.invoke('Subscribe', TICK_PUSH, [opts.symbol]) : undefined))
    .then(
      () => {
        if (!live()) return;
        onSubscribed();
        conn.invoke('MinuteLine', opts.symbol).then(
          (rows) => {
            if (live()) opts.onHistory?.(rows);
          },
          () => undefined,
        );
      },
      () => {
        if (live()) onFailed();
      },
    );
}

/**
 * Follows one pair: connects to the primary host and subscribes the pair; a connection that does
 * not start (and subscribe) within the timeout, fails, or later closes is retried on the same host
 * after each of the reconnection delays; when those attempts are used up it moves to the next host
 * with fresh attempts; after the last host, `offline`. A successful subscription resets the
 * attempts, so a later drop again gets all of them.
 */
export function followQuotes(opts: FeedOptions): QuoteFeed {
  const { hosts, policy } = opts;
  let stopped = false;
  /** Bumped on every new connection: callbacks of an older one are ignored. */
  let generation = 0;
  let current: QuoteConnection | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const failed = (host: number, attempt: number) => {
    clearTimer();
    const old = current;
    current = null;
    generation += 1;
    drop(old);
    if (stopped) return;
    const step = afterFailure(host, attempt, policy, hosts.length);
    if (step.kind === 'retry') {
      opts.onState({ kind: 'connecting', host, attempt: step.attempt });
      timer = setTimeout(() => open(host, step.attempt), step.delayMs);
    } else if (step.kind === 'nextHost') {
      open(step.host, 0);
    } else {
      opts.onState({ kind: 'offline' });
    }
  };

  const open = (host: number, attempt: number) => {
    clearTimer();
    if (stopped) return;
    const mine = ++generation;
    const live = () => mine === generation && !stopped;
    opts.onState({ kind: 'connecting', host, attempt });
    const conn = opts.connect(`${hosts[host]}${opts.hubPath}`, policy.timeoutMs);
    current = conn;
    let subscribed = false;
    // A live connection that drops starts its reconnection attempts from the first.
    listen(conn, opts, live, () => failed(host, subscribed ? 0 : attempt));
    timer = setTimeout(() => {
      if (live() && !subscribed) failed(host, attempt);
    }, policy.timeoutMs);
    startAndSubscribe(
      conn,
      opts,
      live,
      () => {
        subscribed = true;
        clearTimer();
        opts.onState({ kind: 'live', host });
      },
      () => failed(host, attempt),
    );
  };

  open(0, 0);
  return {
    retry() {
      if (stopped || current !== null || timer !== undefined) return;
      open(0, 0);
    },
    stop() {
      stopped = true;
      clearTimer();
      generation += 1;
      drop(current);
      current = null;
    },
  };
}
