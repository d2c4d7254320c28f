import { TEST_DB_KINDS } from '../db/test-db';
import { signIn, startTestServer, type TestServer } from '../http/test-app';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-data';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

describe.each(TEST_DB_KINDS)('demo data on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
  }, 60_000);
  afterAll(() => s.close());

  it('seeds an empty database once, with working demo passwords', async () => {
    const { db, identity, clock } = s.ctx;
    expect(await seedDemoData(db, identity.hasher, clock.now())).toBe(true);
    expect(await seedDemoData(db, identity.hasher, clock.now())).toBe(false);
    for (const a of DEMO_ACCOUNTS) {
      await expect(signIn(s.app, a.userName, a.password)).resolves.toBeDefined();
    }
  });

  it('gives the demo teacher an account that is near expiry', async () => {
    const auth = await signIn(s.app, 'teacher01', 'Teacher123');
    const res = await s.app.inject({ url: '/VERace/User/GetAccountExpiredDays', headers: auth });
    expect(res.json().data).toMatchObject({ days: 20, isNearestExpired: true });
    const student = await signIn(s.app, 'student01', 'Student123');
    const mine = await s.app.inject({
      url: '/VERace/User/GetAccountExpiredDays',
      headers: student,
    });
    expect(mine.json().data).toMatchObject({ isNearestExpired: false, endTime: null });
  });

  it('has the default contests 139 and 658', async () => {
    const rows = await s.ctx.db.query<{ match_id: number; initial_rmb: string }>(
      'SELECT match_id, initial_rmb::text FROM matches WHERE match_id IN (139, 658) ORDER BY match_id',
    );
    expect(rows.map((r) => r.match_id)).toEqual([139, 658]);
    expect(Number(rows[0]?.initial_rmb)).toBe(2_300_000);
  });
});
