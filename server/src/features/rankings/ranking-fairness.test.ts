import { DEFAULT_TEST_DB } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { useTestPorts, writeClose } from '../contests/contest-test-kit';
import { AccountsRepository } from '../trading';

type Body = { isOK: boolean; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Row = { UserID: number; Rank: number; TotalYield: number | null; TraderID: number };

const MATCH = 139;
const INITIAL_LI = 2_300_000_000;

/**
 * Issue 12, findings 7 and 8: a deposit buys units at the day's NAV, so it is never a return, and
 * every account holder of the default contest is on its board, also without enough closed days.
 */
describe('rankings on unit NAV with every participant', () => {
  let s: TestServer;
  const ids: Record<string, number> = {};
  const accounts: Record<string, number> = {};
  let gainer: { authorization: string };
  let saver: { authorization: string };
  let idle: { authorization: string };
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    useTestPorts(s.ctx);
    const repo = new AccountsRepository(s.ctx.db);
    for (const name of ['saver001', 'gainer01', 'idle0001']) {
      ids[name] = await addUser(s.ctx, { userName: name });
      // As the exchange opens them on the first trading call: no enrolment in match_traders.
      accounts[name] = await repo.open(ids[name]!, MATCH, INITIAL_LI, '2026-02-27');
    }
    // The saver deposits 1 000 000 on the first day at NAV 1: units grow with the money.
    await s.ctx.db.query(
      `UPDATE trading_accounts SET transfers = 1000000000, cash_available = cash_available + 1000000000,
         units = units + 1000000000 WHERE account_id = $1`,
      [accounts.saver001 as number],
    );
    for (const [i, d] of ['2026-03-02', '2026-03-03'].entries()) {
      await writeClose(s.ctx, accounts.saver001!, d, 3_300_000);
      await writeClose(s.ctx, accounts.gainer01!, d, 2_300_000 * (1 + 0.01 * (i + 1)));
    }
    gainer = await signIn(s.app, 'gainer01');
    saver = await signIn(s.app, 'saver001');
    idle = await signIn(s.app, 'idle0001');
  }, 60_000);
  afterAll(() => s.close());

  const call = async (
    url: string,
    headers: Record<string, string>,
    data: Record<string, unknown>,
  ): Promise<Body> =>
    (await s.app.inject({ method: 'POST', url, headers, payload: data })).json<Body>();
  const board = async () =>
    (
      await call('/VERace/Ranking/GetRealTimePersonalRankings', gainer, {
        MatchID: MATCH,
        pageSize: 100,
      })
    ).data.list as Row[];

  it('ranks every account holder of the contest, one with no closed day with "—"', async () => {
    const rows = await board();
    const byUser = new Map(rows.map((r) => [r.UserID, r]));
    for (const name of Object.keys(ids)) expect(byUser.has(ids[name]!)).toBe(true);
    expect(byUser.get(ids.idle0001!)?.TotalYield).toBeNull();
    const mine = await call('/VERace/Ranking/GetMyRanking', idle, { MatchID: MATCH });
    expect(mine.data.list).toHaveLength(1);
    expect(mine.data.list[0].Rank).toBe(3);
  });

  it('gives a deposit-only trader return 0, ranked below any positive return', async () => {
    const rows = await board();
    const saverRow = rows.find((r) => r.UserID === ids.saver001) as Row;
    const gainerRow = rows.find((r) => r.UserID === ids.gainer01) as Row;
    expect(saverRow.TotalYield).toBeCloseTo(0, 12);
    expect(gainerRow.TotalYield).toBeCloseTo(0.02, 12);
    expect(gainerRow.Rank).toBe(1);
    expect(saverRow.Rank).toBe(2);
  });

  it('starts GetHistoryMatchData at NAV 1: the first day does not inherit the deposit', async () => {
    const trader = rowsTrader(await board(), ids.saver001!);
    const h = await call('/VERace/MatchManage/GetHistoryMatchData', saver, {
      MatchID: MATCH,
      TraderID: trader,
    });
    expect(h.data.days[0].dailyYield).toBeCloseTo(0, 12);
    expect(h.data.days[1].totalYield).toBeCloseTo(0, 12);
  });
});

const rowsTrader = (rows: Row[], userId: number): number =>
  (rows.find((r) => r.UserID === userId) as Row).TraderID;
