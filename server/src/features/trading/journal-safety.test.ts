import { quoteOf } from '../../domain/exchange/test-fixtures';
import { openTestDb } from '../../db/test-db';
import type { Db } from '../../db/db';
import { RecordingHubPush } from '../../http/hub-push';
import { FakeMarket } from './fake-market';
import { Journal, type JournalStep } from './journal';
import { JournalApplier } from './journal-apply';
import { createExchange, type TradingService } from './trading-service';

const LIMITS = { orders: { max: 100, windowMs: 1000 }, cancels: { max: 100, windowMs: 1000 } };

/** Issue 12, finding 1: no order, however malformed, may poison the journal for everybody. */
describe('the trading journal cannot be poisoned', () => {
  let db: Db;
  let market: FakeMarket;
  let ex: TradingService;
  let account: number;
  let other: number;
  let now = 0;
  const logged: unknown[] = [];
  const boot = () =>
    createExchange({
      db,
      port: market,
      hub: new RecordingHubPush(),
      limits: LIMITS,
      now: () => now,
    });
  beforeAll(async () => {
    db = await openTestDb('pglite');
    const users = await db.query<{ id: number }>(
      "INSERT INTO users (user_name, password_hash, role) VALUES ('j1', 'x', 'student'), ('j2', 'x', 'student') RETURNING id",
    );
    market = new FakeMarket();
    ex = await boot();
    account = await ex.openAccount(Number(users[0]?.id), 139, 1_000_000);
    other = await ex.openAccount(Number(users[1]?.id), 139, 1_000_000);
  }, 60_000);
  afterAll(async () => {
    ex.stop();
    await db.close();
  });
  beforeEach(() => {
    now += 10_000;
    market.setQuote('600519', quoteOf(10));
  });
  const place = (id: number, price: number, clOrdId: string | null, qty = 100) =>
    ex.engine.place(id, { symbol: '600519', side: 1, kind: 'limit', qty, price, clOrdId });
  const readers = () => ex.queries.orders({ accountId: other, limit: 10, offset: 0 });

  it('records a rejected order with price Infinity as price 0 and every reader still answers', async () => {
    const r = await place(account, Infinity, 'inf-1');
    expect(r).toMatchObject({ ok: false, code: 60003 });
    const q = await place(account, -Infinity, 'inf-2', Infinity);
    expect(q.ok).toBe(false);
    await ex.core.flush();
    const rows = await db.query<{ price: number; qty: string; status: number }>(
      "SELECT price, qty, status FROM trading_orders WHERE cl_ord_id IN ('inf-1', 'inf-2') ORDER BY cl_ord_id",
    );
    expect(rows.map((x) => [x.price, Number(x.qty), x.status])).toEqual([
      [0, 100, 8],
      [0, 0, 8],
    ]);
    await expect(readers()).resolves.toBeDefined();
    expect(await db.query('SELECT seq FROM trading_journal')).toEqual([]);
  });

  it('treats a blank client order id as absent: two orders with "" both stand', async () => {
    const a = await place(account, 9, '');
    const b = await place(account, 9, '');
    expect([a.ok, b.ok]).toEqual([true, true]);
    await ex.core.flush();
    const rows = await db.query<{ cl_ord_id: string | null }>(
      'SELECT cl_ord_id FROM trading_orders WHERE order_id = ANY($1::bigint[])',
      [[a.ok ? a.value.orderId : 0, b.ok ? b.value.orderId : 0]],
    );
    expect(rows).toEqual([{ cl_ord_id: null }, { cl_ord_id: null }]);
    // A real id is remembered, also for a rejected order.
    expect(await place(account, Infinity, 'dup-1')).toMatchObject({ ok: false, code: 60003 });
    expect(await place(account, 9, 'dup-1')).toMatchObject({ ok: false, code: 60015 });
  });

  it('refuses a step with a NUL or non-finite value before the journal, changing nothing', async () => {
    const before = (await ex.core.store.run(account, async (a) => ({ ...a.cash })))!;
    await expect(place(account, 9, 'nul\u0000id')).rejects.toThrow(/unsafe journal step/);
    const after = (await ex.core.store.run(account, async (a) => ({ ...a.cash })))!;
    expect(after).toEqual(before);
    expect(await place(account, 9, 'after-nul')).toMatchObject({ ok: true });
  });

  it('fails only the bad step of a shared batch', async () => {
    const journal = new Journal(db, () => undefined);
    const step = (accountId: number): JournalStep => ({
      time: now,
      account: {
        accountId,
        transfers: 0,
        fees: 0,
        realised: 0,
        available: 0,
        frozen: 0,
        units: 1,
        settledDate: null,
      },
      positions: [],
      orders: [],
      reports: [],
    });
    // 2^40 does not fit the journal's int account column: the database refuses that one only.
    const results = await Promise.allSettled([
      journal.append(step(other)),
      journal.append(step(2 ** 40)),
      journal.append(step(other)),
    ]);
    expect(results.map((x) => x.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await db.query('DELETE FROM trading_journal');
  });

  it('quarantines a poison entry at run time and applies the rest', async () => {
    const good = await place(other, 9, 'good-1');
    expect(good.ok).toBe(true);
    await ex.core.flush();
    // A step the tables refuse (a repeated client order id of the account) among good ones.
    const order = await db.query<Record<string, unknown>>(
      "SELECT * FROM trading_orders WHERE cl_ord_id = 'good-1'",
    );
    const applier = new JournalApplier(db, 0, (m, d) => logged.push([m, d]));
    const poison = await journaled(db, other, {
      orderId: 999_001,
      clOrdId: 'good-1',
      price: 9,
      accountId: other,
      order: order[0],
    });
    const fine = await journaled(db, other, {
      orderId: 999_002,
      clOrdId: 'fine-1',
      price: 9,
      accountId: other,
      order: order[0],
    });
    applier.enqueue([poison, fine]);
    await applier.flush();
    applier.stop();
    expect(applier.quarantined).toBe(1);
    expect(logged).toHaveLength(1);
    const q = await db.query<{ seq: string }>('SELECT seq FROM trading_journal_quarantine');
    expect(q.map((x) => Number(x.seq))).toEqual([poison.seq]);
    const applied = await db.query("SELECT 1 FROM trading_orders WHERE cl_ord_id = 'fine-1'");
    expect(applied).toHaveLength(1);
    expect(await db.query('SELECT seq FROM trading_journal')).toEqual([]);
  });

  it('starts on a journal holding a poison record: quarantined, the rest replayed', async () => {
    const order = await db.query<Record<string, unknown>>(
      "SELECT * FROM trading_orders WHERE cl_ord_id = 'good-1'",
    );
    // A price of null is what JSON made of Infinity before the fix.
    const poison = await journaled(db, other, {
      orderId: 999_003,
      clOrdId: 'poison-2',
      price: null,
      accountId: other,
      order: order[0],
    });
    const fine = await journaled(db, other, {
      orderId: 999_004,
      clOrdId: 'fine-2',
      price: 9,
      accountId: other,
      order: order[0],
    });
    await db.query("INSERT INTO trading_journal (account_id, step) VALUES ($1, '{}')", [other]);
    ex.stop();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    ex = await boot();
    expect(quiet).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
    const q = await db.query<{ seq: string }>(
      'SELECT seq FROM trading_journal_quarantine ORDER BY seq',
    );
    expect(q.map((x) => Number(x.seq))).toContain(poison.seq);
    expect(q).toHaveLength(3);
    expect(fine.seq).toBeGreaterThan(poison.seq);
    expect(await db.query("SELECT 1 FROM trading_orders WHERE cl_ord_id = 'fine-2'")).toHaveLength(
      1,
    );
    expect(await place(account, 9, 'after-restart')).toMatchObject({ ok: true });
  });
});

/** Writes a one-order step straight into the journal (as a crash would leave it). */
async function journaled(
  db: Db,
  accountId: number,
  o: {
    orderId: number;
    clOrdId: string;
    price: number | null;
    accountId: number;
    order: Record<string, unknown> | undefined;
  },
) {
  const [acc] = await db.query<Record<string, unknown>>(
    'SELECT * FROM trading_accounts WHERE account_id = $1',
    [accountId],
  );
  const step = {
    time: Date.now(),
    account: {
      accountId,
      transfers: Number(acc?.transfers),
      fees: Number(acc?.fees),
      realised: Number(acc?.realised),
      available: Number(acc?.cash_available),
      frozen: Number(acc?.cash_frozen),
      units: Number(acc?.units),
      settledDate: acc?.settled_date ?? null,
    },
    positions: [],
    orders: [
      {
        orderId: o.orderId,
        accountId,
        clOrdId: o.clOrdId,
        market: o.order?.market,
        code: o.order?.code,
        name: '',
        securityType: Number(o.order?.security_type),
        side: 1,
        kind: 'limit',
        price: o.price,
        qty: 100,
        filledQty: 0,
        filledAmount: 0,
        fees: 0,
        frozenCash: 0,
        frozenQty: 0,
        status: 4,
        rejectCode: null,
        tradingDate: '2026-11-20',
        matchKey: '',
      },
    ],
    reports: [],
  };
  const [row] = await db.query<{ seq: string }>(
    'INSERT INTO trading_journal (account_id, step) VALUES ($1, $2::jsonb) RETURNING seq',
    [accountId, JSON.stringify(step)],
  );
  return { seq: Number(row?.seq), step: step as unknown as JournalStep };
}
