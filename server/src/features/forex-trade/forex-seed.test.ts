import { DEFAULT_TEST_DB } from '../../db/test-db';
import { startTestServer, type TestServer } from '../../http/test-app';

describe('forex contest seed', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
  }, 60_000);
  afterAll(() => s.close());

  it('opens the forex contest 658 with starting funds in CNY and USD', async () => {
    const rows = await s.ctx.db.query<{ initial_rmb: string; initial_usd: string }>(
      'SELECT initial_rmb::text, initial_usd::text FROM matches WHERE match_id = 658',
    );
    expect(Number(rows[0]?.initial_rmb)).toBe(1_000_000);
    expect(Number(rows[0]?.initial_usd)).toBe(100_000);
  });
});
