import { quoteOf } from '../../domain/exchange/test-fixtures';
import { openTestDb } from '../../db/test-db';
import type { Db } from '../../db/db';
import { RecordingHubPush } from '../../http/hub-push';
import { FakeMarket } from './fake-market';
import { seedDemoTraders } from './trading.feature';
import { createExchange, type TradingService } from './trading-service';

const LIMITS = { orders: { max: 3, windowMs: 1000 }, cancels: { max: 2, windowMs: 1000 } };

describe('trading engine', () => {
  let db: Db;
  let market: FakeMarket;
  let hub: RecordingHubPush;
  let now = 0;
  const boot = () => createExchange({ db, port: market, hub, limits: LIMITS, now: () => now });
  let ex: TradingService;
  let account: number;
  beforeAll(async () => {
    db = await openTestDb('pglite');
    const [u] = await db.query<{ id: number }>(
      "INSERT INTO users (user_name, password_hash, role) VALUES ('eng', 'x', 'student') RETURNING id",
    );
    market = new FakeMarket();
    hub = new RecordingHubPush();
    ex = await boot();
    account = await ex.openAccount(Number(u?.id), 139, 1_000_000);
  }, 60_000);
  afterAll(() => db.close());
  beforeEach(() => {
    now += 10_000;
    market.setQuote('600519', quoteOf(10));
  });
  const buy = (price: number, qty = 100, clOrdId: string | null = null) =>
    ex.engine.place(account, { symbol: '600519', side: 1, kind: 'limit', qty, price, clOrdId });

  it('fills a resting limit order when the market crosses it', async () => {
    const r = await buy(9.9);
    expect(r.ok && r.value.status).toBe(0);
    market.setQuote('600519', quoteOf(9.85));
    market.tick();
    await ex.idle();
    const [row] = await db.query<{ status: number; filled_qty: string }>(
      'SELECT status, filled_qty FROM trading_orders WHERE order_id = $1',
      [r.ok ? r.value.orderId : 0],
    );
    expect(row).toMatchObject({ status: 2 });
    expect(
      hub.sent.some(
        (p) => p.target === 'StkOrderUpdate' && (p.payload as { status: number }).status === 2,
      ),
    ).toBe(true);
  });

  it('takes 25% of each interval’s volume and leaves the rest working (status 1)', async () => {
    market.setQuote('600519', quoteOf(10, { intervalVolume: 800 }));
    const r = await buy(10.05, 1000);
    expect(r.ok && r.value).toMatchObject({ status: 1, filledQty: 200 });
    market.tick();
    await ex.idle();
    market.tick();
    await ex.idle();
    const [row] = await db.query<{ filled_qty: string }>(
      'SELECT filled_qty FROM trading_orders WHERE order_id = $1',
      [r.ok ? r.value.orderId : 0],
    );
    expect(Number(row?.filled_qty)).toBe(600);
  });

  it('never matches an order twice in one market interval', async () => {
    market.setQuote('600519', quoteOf(10, { intervalVolume: 400 }));
    const r = await buy(10.05, 1000);
    expect(r.ok && r.value.filledQty).toBe(100);
    market.tick();
    await ex.idle();
    // The same interval delivered again (a slow timer) must not fill again.
    const t = market.now();
    ex.engine.onTicks([market.quote('600519') as never], t);
    await ex.idle();
    const [row] = await db.query<{ filled_qty: string }>(
      'SELECT filled_qty FROM trading_orders WHERE order_id = $1',
      [r.ok ? r.value.orderId : 0],
    );
    expect(Number(row?.filled_qty)).toBe(200);
  });

  it('refuses the fourth order in a second with 60103 and the third cancel with 60104', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      const r = await buy(9);
      codes.push(r.ok ? 0 : r.code);
    }
    expect(codes).toEqual([0, 0, 0, 60103]);
    const cancels = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await ex.engine.cancel(account, 999_999);
      cancels.push(r.ok ? 0 : r.code);
    }
    expect(cancels).toEqual([60009, 60009, 60104]);
  });

  it('resumes working orders after a restart and fills them', async () => {
    const r = await buy(9.5, 100, 'resume-1');
    expect(r.ok).toBe(true);
    ex.stop();
    ex = await boot();
    market.setQuote('600519', quoteOf(9.4));
    market.tick();
    await ex.idle();
    const [row] = await db.query<{ status: number }>(
      "SELECT status FROM trading_orders WHERE cl_ord_id = 'resume-1'",
    );
    expect(row?.status).toBe(2);
    const again = await buy(9.5, 100, 'resume-1');
    expect(again).toMatchObject({ ok: false, code: 60015 });
  });

  it('rejects a market buy at a locked limit-up and records the rejection', async () => {
    market.setQuote('600519', quoteOf(11, { prevClose: 10, limitUp: 11, asks: [] }));
    const r = await ex.engine.place(account, {
      symbol: '600519',
      side: 1,
      kind: 'market',
      qty: 100,
      price: null,
      clOrdId: 'locked-1',
    });
    expect(r).toMatchObject({ ok: false, code: 60132 });
    await ex.idle();
    const [row] = await db.query<{ status: number; reject_code: number }>(
      "SELECT status, reject_code FROM trading_orders WHERE cl_ord_id = 'locked-1'",
    );
    expect(row).toMatchObject({ status: 8, reject_code: 60132 });
  });
});

describe('demo seeding', () => {
  it('opens the default-contest account of each demo student with 2,300,000', async () => {
    const db = await openTestDb('pglite');
    try {
      await db.query(
        "INSERT INTO users (user_name, password_hash, role) VALUES ('student01', 'x', 'student'), ('teacher01', 'x', 'teacher')",
      );
      const ex = await createExchange({
        db,
        port: new FakeMarket(),
        hub: new RecordingHubPush(),
        limits: LIMITS,
        now: () => 0,
      });
      expect(await seedDemoTraders(db, ex.openAccount)).toBe(1);
      expect(await seedDemoTraders(db, ex.openAccount)).toBe(1);
      const rows = await db.query<{ match_id: number; initial_cash: string }>(
        'SELECT match_id, initial_cash FROM trading_accounts',
      );
      expect(rows.map((r) => [Number(r.match_id), Number(r.initial_cash)])).toEqual([
        [139, 2_300_000_000],
      ]);
      ex.stop();
    } finally {
      await db.close();
    }
  }, 60_000);
});
