// A real cluster: three server processes on PostgreSQL (database cluster_test, recreated) and
// Redis behind real nginx. Run by `npm test` (step `cluster`) or `npm run test:cluster`.
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { Client } from 'pg';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const lib = require('./cluster-lib.cjs') as {
  startCluster(o: object): Promise<Cluster>;
};

interface Cluster {
  url: string;
  databaseUrl: string;
  nodes: { name: string; url: string }[];
  killNode(i: number): Promise<void>;
  stop(): Promise<void>;
}
type Json = { isOK: boolean; retCode: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Order = { orderId: number; clOrdId: string; filledQty: number; qty: number; status: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns a value (not undefined) or the time is up. */
async function until<T>(check: () => Promise<T | undefined>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await sleep(200);
  }
}

async function login(base: string, user: string, password: string): Promise<Json> {
  const q = `userName=${user}&passWord=${encodeURIComponent(password)}`;
  return (await (await fetch(`${base}/api/user/login?${q}`)).json()) as Json;
}

/** A caller with the session of `token`, on any base URL (sessions hold on every process). */
const caller =
  (token: string) =>
  async (base: string, p: string, body: Record<string, unknown> = {}): Promise<Json> => {
    const res = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Json;
  };

function hubClient(base: string, token: string): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${base}/hubs/quote`, { accessTokenFactory: () => token })
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: () => 500 })
    .configureLogging(LogLevel.None)
    .build();
}

/** A hub client that counts quotes and re-subscribes after a reconnect, as the portal does. */
async function quoteWatcher(base: string, token: string) {
  const c = hubClient(base, token);
  const w = { c, base, quotes: 0, lastAt: 0, reconnects: 0, duplicates: 0 };
  const seen = new Set<string>();
  c.on('TickQuotationInfo', (row: unknown) => {
    // Each market step reaches a client once, whichever process serves it.
    const key = JSON.stringify(row);
    if (seen.has(key)) w.duplicates += 1;
    seen.add(key);
    w.quotes += 1;
    w.lastAt = Date.now();
  });
  const subscribe = () =>
    c.invoke('Subscribe', { QuotationType: 'TickQuotationInfo', SearchParamData: '601398' });
  c.onreconnected(() => {
    w.reconnects += 1;
    void subscribe().catch(() => undefined);
  });
  await c.start();
  await subscribe();
  return w;
}

describe('three processes behind nginx on PostgreSQL and Redis', () => {
  let cluster: Cluster;
  let pg: Client;
  const watchers: Awaited<ReturnType<typeof quoteWatcher>>[] = [];
  let token = '';

  beforeAll(async () => {
    cluster = await lib.startCluster({
      database: 'cluster_test',
      fresh: true,
      processes: 3,
      prefix: `cluster-test-${process.pid}`,
      env: { TRADING_ORDER_BURST: '1000' },
    });
    pg = new Client({ connectionString: cluster.databaseUrl });
    await pg.connect();
    token = (await login(cluster.url, 'student01', 'Student123')).data.Token as string;
    // Generous: a fresh database is migrated and its market built while other work loads the box.
  }, 400_000);

  afterAll(async () => {
    for (const w of watchers) await w.c.stop().catch(() => undefined);
    await pg?.end().catch(() => undefined);
    await cluster?.stop();
  });

  /** Orders of an account straight from the tables, with the fills booked against each. */
  async function ledgerOf(userName: string) {
    const { rows } = await pg.query(
      `SELECT o.order_id, o.cl_ord_id, o.qty, o.filled_qty,
         coalesce((SELECT sum(r.qty) FROM trading_reports r WHERE r.order_id = o.order_id
           AND r.exec_type = 15), 0) AS fill_qty
       FROM trading_orders o JOIN trading_accounts a USING (account_id)
       JOIN users u ON u.id = a.user_id WHERE u.user_name = $1 AND a.match_id = 139`,
      [userName],
    );
    return rows.map((r) => ({
      orderId: Number(r.order_id),
      clOrdId: r.cl_ord_id as string,
      qty: Number(r.qty),
      filled: Number(r.filled_qty),
      fillQty: Number(r.fill_qty),
    }));
  }

  /** initial + transfers − fees + realised = cash + frozen + cost, on every account, in fen. */
  async function identityBreaks(): Promise<number> {
    const { rows } = await pg.query(
      `SELECT a.account_id,
         a.initial_cash + a.transfers - a.fees + a.realised
           - a.cash_available - a.cash_frozen
           - coalesce((SELECT sum(p.cost) FROM trading_positions p
               WHERE p.account_id = a.account_id), 0) AS gap
       FROM trading_accounts a`,
    );
    return rows.filter((r) => Number(r.gap) !== 0).length;
  }

  it('holds a lockout after 5 wrong passwords across the processes', async () => {
    const [a, b, c] = cluster.nodes.map((n) => n.url) as [string, string, string];
    for (const base of [a, b, c, a, b]) {
      const r = await login(base, 'student03', 'wrong-password');
      expect(r.isOK).toBe(false);
    }
    const right = await login(c, 'student03', 'Student123');
    expect(right.isOK).toBe(false);
    expect(right.msg).toContain('锁定');
    expect((await login(cluster.url, 'student03', 'Student123')).msg).toContain('锁定');
    // Five wrong passwords at once on three processes still count five.
    const urls = cluster.nodes.map((n) => n.url);
    const wrong = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => login(urls[i % 3] as string, 'teacher01', 'wrong-password')),
    );
    for (const r of wrong) expect(r.isOK).toBe(false);
    expect((await login(cluster.url, 'teacher01', 'Teacher123')).msg).toContain('锁定');
  }, 60_000);

  it('refuses a signed-out session on every other process at once (issue 32 caches)', async () => {
    const bases = cluster.nodes.map((n) => n.url);
    const own = (await login(cluster.url, 'student02', 'Student123')).data.Token as string;
    const call = caller(own);
    // Every process has the session in its cache now.
    for (const base of bases) {
      expect((await call(base, '/VERace/StockQuery/QueryUserAssets')).isOK).toBe(true);
    }
    expect((await call(bases[0] as string, '/VERace/User/Logout')).isOK).toBe(true);
    for (const base of bases.slice(1)) {
      const r = await call(base, '/VERace/StockQuery/QueryUserAssets');
      expect(r.isOK).toBe(false);
    }
  }, 60_000);

  it('pushes quotes to hub clients on every process and through nginx', async () => {
    for (const n of cluster.nodes) watchers.push(await quoteWatcher(n.url, token));
    // Through nginx the socket may land on another process than its negotiate (signed tokens).
    for (let i = 0; i < 9; i += 1) watchers.push(await quoteWatcher(cluster.url, token));
    await until(
      async () => (watchers.every((w) => w.quotes > 2) ? true : undefined),
      30_000,
      'quotes on every hub client',
    );
    expect(watchers.map((w) => w.duplicates)).toEqual(watchers.map(() => 0));
  }, 90_000);

  it('fills orders spread over all processes once each and reconciles to the fen', async () => {
    const call = caller(token);
    const bases = cluster.nodes.map((n) => n.url);
    const floor = (
      await call(bases[0] as string, '/TradeGW/Query/QueryQuote', { security: '600036' })
    ).data.limitDown as number;
    // Market buys fill when the market trades; limit buys at the floor stay working.
    const place = (i: number, tag: string) =>
      call(bases[i % 3] as string, '/TradeGW/Trade/PlaceXHOrder', {
        security: i % 2 === 0 ? '601398' : '600036',
        side: 'B',
        orderQty: 100,
        ...(i % 2 === 0 ? { bizAction: 1 } : { price: floor }),
        clOrdId: `${tag}-${i}`,
      });
    const acked: Order[] = [];
    for (let round = 0; round < 60 && !acked.some((o) => o.filledQty > 0); round += 1) {
      const res = await Promise.all(
        Array.from({ length: 12 }, (_, i) => place(i, `spread${round}`)),
      );
      for (const r of res) if (r.retCode === 0) acked.push(r.data as Order);
      if (!acked.some((o) => o.filledQty > 0)) await sleep(1000);
    }
    expect(acked.some((o) => o.filledQty > 0)).toBe(true);
    // The same client order id on another process is refused (60015), never placed twice.
    const again = await call(bases[1] as string, '/TradeGW/Trade/PlaceXHOrder', {
      security: '601398',
      side: 'B',
      orderQty: 100,
      bizAction: 1,
      clOrdId: acked[0]?.clOrdId,
    });
    expect(again.retCode).toBe(60015);
    const rows = await ledgerOf('student01');
    for (const a of acked) expect(rows.filter((r) => r.orderId === a.orderId)).toHaveLength(1);
    expect(new Set(rows.map((r) => r.clOrdId)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.fillQty).toBe(r.filled);
      expect(r.filled).toBeLessThanOrEqual(r.qty);
    }
    expect(await identityBreaks()).toBe(0);
    const assets = (await call(bases[2] as string, '/VERace/StockQuery/QueryUserAssets')).data;
    const lhs = assets.initialCash + assets.transfers - assets.fees + assets.realisedPL;
    expect(lhs).toBeCloseTo(assets.cash + assets.positionCost, 2);
  }, 120_000);

  it('serves more students ordering at once on one process than it has lock connections', async () => {
    // Copies of student01 (same password), each with its own account.
    await pg.query(
      `INSERT INTO users (user_name, real_name, password_hash, role)
       SELECT 'crowd' || g, '学生' || g, u.password_hash, 'student'
       FROM users u, generate_series(1, 24) g WHERE u.user_name = 'student01'`,
    );
    const base = cluster.nodes[0]?.url as string;
    const tokens: string[] = [];
    for (let i = 1; i <= 24; i += 1)
      tokens.push((await login(base, `crowd${i}`, 'Student123')).data.Token as string);
    const res = await Promise.all(
      tokens.map((t, i) =>
        caller(t)(base, '/TradeGW/Trade/PlaceXHOrder', {
          security: '601398',
          side: 'B',
          orderQty: 100,
          bizAction: 1,
          clOrdId: `crowd-${i}`,
        }),
      ),
    );
    expect(res.map((r) => r.retCode)).toEqual(tokens.map(() => 0));
    expect(await identityBreaks()).toBe(0);
  }, 90_000);

  it('computes a contest board once in PostgreSQL and serves it from every process', async () => {
    const call = caller(token);
    const rowsOf = async () =>
      (
        await pg.query(
          `SELECT version, computed_at::text AS at FROM ranking_boards WHERE match_id = 139
           ORDER BY version`,
        )
      ).rows;
    const board = (base: string) =>
      call(base, '/VERace/Ranking/GetRealTimePersonalRankings', { MatchID: 139 });
    const [first, ...others] = cluster.nodes.map((n) => n.url) as [string, ...string[]];
    const b0 = await board(first);
    expect(b0.isOK).toBe(true);
    const stored = await rowsOf();
    expect(stored).toHaveLength(1);
    // The other processes read the stored board: nothing is computed (or stored) again.
    for (const base of others) {
      const b = await board(base);
      expect(b.isOK).toBe(true);
      expect(b.data.list.map((r: { TraderID: number }) => r.TraderID)).toEqual(
        b0.data.list.map((r: { TraderID: number }) => r.TraderID),
      );
    }
    expect(await rowsOf()).toEqual(stored);
  }, 60_000);

  it('elects a new leader within 10 s of a kill -9 under order load, losing no order', async () => {
    const leaderRow = async () =>
      (await pg.query('SELECT node, epoch FROM cluster_leader WHERE id = 1')).rows[0] as
        { node: string; epoch: string } | undefined;
    const before = await until(leaderRow, 15_000, 'a leader');
    const index = cluster.nodes.findIndex((n) => n.name === before.node);
    expect(index).toBeGreaterThanOrEqual(0);
    const students = await Promise.all(
      ['student01', 'student02'].map(async (u) => (await login(cluster.url, u, 'Student123')).data),
    );
    const acked: Order[] = [];
    const sent = new Set<string>();
    let running = true;
    let seq = 0;
    const worker = async (w: number) => {
      const call = caller(students[w % 2].Token as string);
      while (running) {
        const clOrdId = `load-${w}-${(seq += 1)}`;
        sent.add(clOrdId);
        const r = await call(cluster.url, '/TradeGW/Trade/PlaceXHOrder', {
          security: '601398',
          side: 'B',
          orderQty: 100,
          bizAction: 1,
          clOrdId,
        }).catch(() => undefined);
        if (r?.retCode === 0) acked.push(r.data as Order);
        await sleep(20);
      }
    };
    const load = [0, 1, 2, 3].map(worker);
    await sleep(1500);
    const killedAt = Date.now();
    await cluster.killNode(index);
    const after = await until(
      async () => {
        const row = await leaderRow();
        return row && row.node !== before.node ? row : undefined;
      },
      15_000,
      'a new leader',
    );
    const tookMs = Date.now() - killedAt;
    expect(tookMs).toBeLessThan(10_000);
    expect(Number(after.epoch)).toBeGreaterThan(Number(before.epoch));
    // Every hub client gets quotes again (those nginx had put on the killed process reconnect),
    // except the one that was connected straight to the killed process's own port.
    const alive = watchers.filter((w) => w.base !== cluster.nodes[index]?.url);
    await until(
      async () => (alive.every((w) => w.lastAt > killedAt + 500) ? true : undefined),
      30_000,
      'quotes after the takeover on every client',
    );
    expect(watchers.reduce((n, w) => n + w.reconnects, 0)).toBeGreaterThan(0);
    await sleep(1500);
    running = false;
    await Promise.all(load);
    expect(acked.length).toBeGreaterThan(10);
    // No acknowledged order lost or stored twice; every stored fill matches its order.
    await until(
      async () => ((await pg.query('SELECT 1 FROM trading_journal')).rows.length ? undefined : 1),
      20_000,
      'the journal left by the killed process to be swept',
    );
    for (const u of ['student01', 'student02']) {
      const rows = await ledgerOf(u);
      expect(new Set(rows.map((r) => r.clOrdId)).size).toBe(rows.length);
      for (const r of rows) expect(r.fillQty).toBe(r.filled);
    }
    const all = [...(await ledgerOf('student01')), ...(await ledgerOf('student02'))];
    for (const a of acked) expect(all.filter((r) => r.orderId === a.orderId)).toHaveLength(1);
    expect(await identityBreaks()).toBe(0);
    console.log(
      `cluster: new leader ${after.node} in ${tookMs} ms; ${acked.length} orders acknowledged, ` +
        `${watchers.reduce((n, w) => n + w.reconnects, 0)} hub clients reconnected`,
    );
  }, 150_000);
});
