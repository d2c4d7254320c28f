import {
  afterFailure,
  followQuotes,
  SPEC_POLICY,
  TICK_PUSH,
  type FeedPolicy,
  type FeedState,
  type QuoteConnection,
} from './quote-feed';

/** A scripted connection: its start succeeds or fails when the test says so. */
class FakeConnection implements QuoteConnection {
  handlers = new Map<string, (...args: unknown[]) => void>();
  closeHandler: ((e?: Error) => void) | null = null;
  invocations: Array<{ method: string; args: unknown[] }> = [];
  stopped = false;
  private settle: { ok: () => void; fail: (e: Error) => void } | null = null;
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {}
  start() {
    return new Promise<void>((ok, fail) => {
      this.settle = { ok, fail };
    });
  }
  stop() {
    this.stopped = true;
    return Promise.resolve();
  }
  on(name: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(name, handler);
  }
  onclose(handler: (e?: Error) => void) {
    this.closeHandler = handler;
  }
  invoke(method: string, ...args: unknown[]) {
    this.invocations.push({ method, args });
    return Promise.resolve([]);
  }
  opens() {
    this.settle?.ok();
  }
  refuses() {
    this.settle?.fail(new Error('WebSocket failed to connect'));
  }
  push(row: unknown) {
    this.handlers.get(TICK_PUSH)?.(row);
  }
  drops() {
    this.closeHandler?.(new Error('closed'));
  }
}

const POLICY: FeedPolicy = { reconnectDelaysMs: [0, 2_000, 10_000], timeoutMs: 30_000 };

function setup(hosts = ['', 'http://backup:8081'], policy = POLICY) {
  const conns: FakeConnection[] = [];
  const states: FeedState[] = [];
  const ticks: unknown[] = [];
  const history: unknown[] = [];
  const feed = followQuotes({
    hosts,
    hubPath: '/hubs/forex',
    symbol: 'EURUSD',
    policy,
    connect: (url, timeoutMs) => {
      const c = new FakeConnection(url, timeoutMs);
      conns.push(c);
      return c;
    },
    onTick: (t) => ticks.push(t),
    onState: (s) => states.push(s),
    onHistory: (rows) => history.push(rows),
  });
  const last = () => conns[conns.length - 1] as FakeConnection;
  return { feed, conns, states, ticks, history, last, state: () => states[states.length - 1] };
}

/** Lets resolved promises run (start → Subscribe → live). */
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the quote feed of spec §9', () => {
  it('keeps the spec values by default: 3 reconnection attempts, 30 s timeout', () => {
    expect(SPEC_POLICY.reconnectDelaysMs).toHaveLength(3);
    expect(SPEC_POLICY.timeoutMs).toBe(30_000);
  });

  it('subscribes the pair on the primary host and passes on its ticks only', async () => {
    const s = setup();
    expect(s.state()).toEqual({ kind: 'connecting', host: 0, attempt: 0 });
    expect(s.last().url).toBe('/hubs/forex');
    expect(s.last().timeoutMs).toBe(30_000);
    s.last().opens();
    await settle();
    expect(s.last().invocations).toEqual([
      { method: 'Subscribe', args: ['TickQuotationInfo', ['EURUSD']] },
      { method: 'MinuteLine', args: ['EURUSD'] },
    ]);
    expect(s.state()).toEqual({ kind: 'live', host: 0 });
    expect(s.history).toEqual([[]]);
    s.last().push({ symbol: 'GBPUSD', last: 1.27 });
    s.last().push({ symbol: 'EURUSD', last: 1.085 });
    expect(s.ticks).toEqual([{ symbol: 'EURUSD', last: 1.085 }]);
    s.feed.stop();
  });

  it('makes 3 reconnection attempts after the delays, then moves to the backup host', async () => {
    const s = setup();
    s.last().opens();
    await settle();
    s.last().drops();
    expect(s.state()).toEqual({ kind: 'connecting', host: 0, attempt: 1 });
    await settle();
    expect(s.conns).toHaveLength(2);
    s.last().refuses();
    await settle();
    expect(s.state()).toEqual({ kind: 'connecting', host: 0, attempt: 2 });
    await jest.advanceTimersByTimeAsync(1_999);
    expect(s.conns).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(s.conns).toHaveLength(3);
    s.last().refuses();
    await settle();
    await jest.advanceTimersByTimeAsync(9_999);
    expect(s.conns).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(s.conns).toHaveLength(4);
    expect(s.state()).toEqual({ kind: 'connecting', host: 0, attempt: 3 });
    s.last().refuses();
    await settle();
    expect(s.conns.map((c) => c.url)).toEqual([
      '/hubs/forex',
      '/hubs/forex',
      '/hubs/forex',
      '/hubs/forex',
      'http://backup:8081/hubs/forex',
    ]);
    expect(s.state()).toEqual({ kind: 'connecting', host: 1, attempt: 0 });
    s.last().opens();
    await settle();
    expect(s.state()).toEqual({ kind: 'live', host: 1 });
    s.last().push({ symbol: 'EURUSD', last: 1.09 });
    expect(s.ticks).toHaveLength(1);
  });

  it('counts a start that hangs for the timeout as a failed attempt and closes it', async () => {
    const s = setup(['http://primary', 'http://backup'], {
      reconnectDelaysMs: [0, 0, 0],
      timeoutMs: 30_000,
    });
    const hung = s.last();
    await jest.advanceTimersByTimeAsync(29_999);
    expect(s.conns).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(hung.stopped).toBe(true);
    expect(s.state()).toEqual({ kind: 'connecting', host: 0, attempt: 1 });
    // A late answer of the abandoned connection changes nothing.
    hung.opens();
    await jest.advanceTimersByTimeAsync(1);
    expect(hung.invocations).toEqual([]);
    expect(s.state()).toEqual({ kind: 'connecting', host: 0, attempt: 1 });
    expect(s.conns).toHaveLength(2);
  });

  it('a reconnection that succeeds gives the next drop all 3 attempts again', async () => {
    const s = setup(['http://primary', 'http://backup'], {
      reconnectDelaysMs: [0, 0, 0],
      timeoutMs: 30_000,
    });
    s.last().opens();
    await settle();
    s.last().drops();
    await settle();
    s.last().refuses();
    await settle();
    s.last().opens();
    await settle();
    expect(s.state()).toEqual({ kind: 'live', host: 0 });
    s.last().drops();
    for (let i = 0; i < 3; i += 1) {
      await settle();
      expect(s.last().url).toBe('http://primary/hubs/forex');
      s.last().refuses();
    }
    await settle();
    expect(s.last().url).toBe('http://backup/hubs/forex');
  });

  it('goes offline when the backup fails too, and starts over from the primary on retry', async () => {
    const s = setup(['http://primary', 'http://backup'], {
      reconnectDelaysMs: [0, 0, 0],
      timeoutMs: 30_000,
    });
    for (let i = 0; i < 8; i += 1) {
      s.last().refuses();
      await settle();
    }
    expect(s.conns).toHaveLength(8);
    expect(s.state()).toEqual({ kind: 'offline' });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(s.conns).toHaveLength(8);
    s.feed.retry();
    expect(s.last().url).toBe('http://primary/hubs/forex');
    expect(s.state()).toEqual({ kind: 'connecting', host: 0, attempt: 0 });
  });

  it('a primary alone (no backup configured) goes offline after its attempts', async () => {
    const s = setup([''], { reconnectDelaysMs: [0, 0, 0], timeoutMs: 30_000 });
    for (let i = 0; i < 4; i += 1) {
      s.last().refuses();
      await settle();
    }
    expect(s.state()).toEqual({ kind: 'offline' });
  });

  it('stops for good: no further connection, the current one closed, its ticks ignored', async () => {
    const s = setup();
    s.last().opens();
    await settle();
    const c = s.last();
    s.feed.stop();
    expect(c.stopped).toBe(true);
    c.push({ symbol: 'EURUSD', last: 1.1 });
    c.drops();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(s.conns).toHaveLength(1);
    expect(s.ticks).toEqual([]);
  });
});

describe('what follows a failed try (afterFailure)', () => {
  it('retries the same host after each of the spec delays, then the backup, then gives up', () => {
    expect(afterFailure(0, 0, SPEC_POLICY, 2)).toEqual({ kind: 'retry', attempt: 1, delayMs: 0 });
    expect(afterFailure(0, 2, SPEC_POLICY, 2)).toEqual({
      kind: 'retry',
      attempt: 3,
      delayMs: 10_000,
    });
    expect(afterFailure(0, 3, SPEC_POLICY, 2)).toEqual({ kind: 'nextHost', host: 1 });
    expect(afterFailure(1, 3, SPEC_POLICY, 2)).toEqual({ kind: 'offline' });
  });
});
