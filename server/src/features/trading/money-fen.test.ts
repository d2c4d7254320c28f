import { quoteOf } from '../../domain/exchange/test-fixtures';
import { DEFAULT_TEST_DB, openTestDb } from '../../db/test-db';
import type { Db } from '../../db/db';
import { RecordingHubPush } from '../../http/hub-push';
import { FakeMarket } from './fake-market';
import { createExchange, type TradingService } from './trading-service';

const LIMITS = { orders: { max: 100, windowMs: 1000 }, cancels: { max: 100, windowMs: 1000 } };

/** Issue 12, finding 9: money is booked in fen, also for balances stored in li before. */
describe('money in fen', () => {
  let db: Db;
  let ex: TradingService;
  let account: number;
  const market = new FakeMarket();
  beforeAll(async () => {
    db = await openTestDb(DEFAULT_TEST_DB);
    const [u] = await db.query<{ id: number }>(
      "INSERT INTO users (user_name, password_hash, role) VALUES ('fen', 'x', 'student') RETURNING id",
    );
    ex = await createExchange({
      db,
      port: market,
      hub: new RecordingHubPush(),
      limits: LIMITS,
      now: () => 0,
    });
    account = await ex.openAccount(Number(u?.id), 139, 100_000.005);
  }, 60_000);
  afterAll(async () => {
    ex.stop();
    await db.close();
  });
  const row = async () =>
    (
      await db.query<Record<string, string>>(
        'SELECT * FROM trading_accounts WHERE account_id = $1',
        [account],
      )
    )[0] as Record<string, string>;

  it('opens with whole fen and books a 500 yuan buy with 5.01 fees, not 5.005', async () => {
    expect(Number((await row()).initial_cash)).toBe(100_000_010);
    market.setQuote('600519', quoteOf(5));
    const r = await ex.engine.place(account, {
      symbol: '600519',
      side: 1,
      kind: 'limit',
      qty: 100,
      price: 5.01,
      clOrdId: null,
    });
    expect(r.ok && r.value.status).toBe(2);
    expect(r.ok && r.value.fees).toBe(5_010);
    await ex.idle();
    const a = await row();
    expect(Number(a.fees)).toBe(5_010);
    expect(Number(a.cash_available) % 10).toBe(0);
  });

  it('refuses a transfer of a fraction of a fen (60011) and moves whole fen', async () => {
    expect(await ex.engine.transfer(account, 1, 1_005)).toMatchObject({ ok: false, code: 60011 });
    expect((await ex.engine.transfer(account, 1, 1_010)).ok).toBe(true);
  });

  it('brings balances stored in odd li to whole fen at the day end, identity kept', async () => {
    await ex.idle();
    // As an older version left them: 7 li more cash and 3 li more cost, funded by the initial.
    await db.query(
      `UPDATE trading_accounts SET cash_available = cash_available + 7, initial_cash = initial_cash + 10
       WHERE account_id = $1`,
      [account],
    );
    await db.query('UPDATE trading_positions SET cost = cost + 3 WHERE account_id = $1', [account]);
    ex.core.store.forget(account);
    await ex.settle('2026-11-20', '2026-11-23');
    await ex.idle();
    const a = await row();
    const [p] = await db.query<{ cost: string }>(
      'SELECT cost FROM trading_positions WHERE account_id = $1',
      [account],
    );
    expect(Number(a.cash_available) % 10).toBe(0);
    expect(Number(p?.cost) % 10).toBe(0);
    const lhs = Number(a.initial_cash) + Number(a.transfers) - Number(a.fees) + Number(a.realised);
    expect(lhs).toBe(Number(a.cash_available) + Number(a.cash_frozen) + Number(p?.cost));
  });
});
