import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn } from '../../http/test-app';
import { INTRADAY_DEMO } from '../intraday';
import { MARGIN_DEMO } from '../margin';
import { startTradingServer } from '../trading/trading-test-kit';
import { openDemoAccounts, seedDemoContest } from './seed-contest';

describe.each(TEST_DB_KINDS)('seeded demo contests on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  beforeAll(async () => {
    t = await startTradingServer(kind);
    await addUser(t.s.ctx, { userName: 'sysadmin', role: 'admin' });
    await addUser(t.s.ctx, { userName: 'teacher01', role: 'teacher' });
    await addUser(t.s.ctx, { userName: 'student01' });
  }, 60_000);
  afterAll(() => t.s.close(), 30_000);

  const accountOf = async (matchId: number) => {
    const [row] = await t.s.ctx.db.query(
      'SELECT account_id FROM match_traders WHERE match_id = $1',
      [matchId],
    );
    return Number(row?.account_id);
  };

  it('seeds the margin contest once, with the student enrolled and financing allowed', async () => {
    const id = Number(await seedDemoContest(t.s.ctx.db, new Date(), MARGIN_DEMO));
    expect(await seedDemoContest(t.s.ctx.db, new Date(), MARGIN_DEMO)).toBe(id);
    expect(await openDemoAccounts(t.s.ctx.db, id, 1_000_000, t.svc.openAccount)).toBe(1);
    expect(await openDemoAccounts(t.s.ctx.db, id, 1_000_000, t.svc.openAccount)).toBe(0);
    const settings = await t.svc.core.settings(id);
    expect(settings.raw.margin).toMatchObject({ contractDays: 180 });
    const auth = await signIn(t.s.app, 'student01');
    const q = t.svc.core.market.quote('600519.SSE')!;
    const r = await t.call(
      '/VERace/MarginTrade/PlaceCreditOrder',
      {
        assetAccount: await accountOf(id),
        security: '600519',
        market: 'SSE',
        effect: 'financeBuy',
        orderQty: 100,
        price: q.asks[4]?.price ?? q.last,
      },
      auth,
    );
    expect(r.retCode).toBe(0);
  });

  it('seeds the intraday contest (type 4) with its allowed codes and cut-off', async () => {
    const id = Number(await seedDemoContest(t.s.ctx.db, new Date(), INTRADAY_DEMO));
    await openDemoAccounts(t.s.ctx.db, id, 1_000_000, t.svc.openAccount);
    const settings = await t.svc.core.settings(id);
    expect(settings.matchType).toBe(4);
    expect(settings.match?.matchUseCodes).toEqual(INTRADAY_DEMO.codes);
    expect(settings.raw.intraday).toEqual({ cutoff: '14:57' });
    expect(await accountOf(id)).toBeGreaterThan(0);
  });
});
