import type { Db } from '../../db/db';
import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn } from '../../http/test-app';
import { startTradingServer } from './trading-test-kit';

jest.setTimeout(90_000);

type Auth = { authorization: string };

/**
 * Issue 32 item 1: the order path reads the session, the current contest, the contest row and the
 * enrolment from per-process caches, so a warm order costs one statement (its journal insert);
 * every write of those rows is seen by the very next order.
 */
describe.each(TEST_DB_KINDS)('the order path and its caches (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  let admin: Auth;
  let contestId: number;
  let statements: string[] | null = null;

  const order = (auth: Auth = t.auth) => {
    const q = t.svc.core.market.quote('601398.SSE');
    return t.s.app.inject({
      method: 'POST',
      url: '/TradeGW/Trade/PlaceXHOrder',
      payload: { security: '601398', side: 'B', orderQty: 100, price: q?.limitDown },
      headers: auth,
    });
  };
  const accountOfContest = async (matchId: number) => {
    const info = await t.call('/TradeGW/HisQuery/QueryUserInfo');
    const list = info.data.assetAccounts as { accountid: number; matchID: number }[];
    return list.find((a) => a.matchID === matchId)?.accountid;
  };
  const enter = async (matchId: number) => {
    const going = await t.call('/VERace/MatchManage/GetMatchGoing', { pageSize: 100 });
    const me = (going.data.list as { matchID: number; traderID: string }[]).find(
      (m) => m.matchID === matchId,
    );
    expect(
      (await t.call('/VERace/MatchUser/LoginMatch', { traderID: Number(me?.traderID) })).isOK,
    ).toBe(true);
  };

  beforeAll(async () => {
    t = await startTradingServer(kind);
    // Every statement the database runs while `statements` is set.
    const db = t.s.ctx.db as { query: Db['query'] };
    const run = db.query.bind(db);
    db.query = ((sql: string, params?: never[]) => {
      statements?.push(sql);
      return run(sql, params);
    }) as Db['query'];
    await addUser(t.s.ctx, { userName: 'admin32', role: 'admin' });
    admin = await signIn(t.s.app, 'admin32');
    const made = await t.call(
      '/VERace/MatchManage/AddMatch',
      {
        matchType: 1,
        matchBasisInfo: {
          matchName: '缓存测试赛',
          initialRMB: 1_000_000,
          registrationStartTime: '2020-01-01T00:00:00Z',
          registrationEndTime: '2099-01-01T00:00:00Z',
          startTime: '2020-01-02T00:00:00Z',
          endTime: '2099-12-31T00:00:00Z',
        },
        allowedBreedIDs: [101],
      },
      admin,
    );
    contestId = made.data.matchBasisInfo.matchID as number;
    await t.call('/VERace/MatchManage/PublishMatch', { matchID: contestId }, admin);
    await t.call('/VERace/MatchManage/AuditMatch', { matchID: contestId }, admin);
  });
  afterAll(() => t.s.close());
  // The burst limit (40 orders/s per account) counts on the test clock.
  beforeEach(() => t.s.clock.advance(1_000));

  it('places a warm order with one statement: its journal insert', async () => {
    // The first order opens the default account (which invalidates the user's cached rows).
    for (let i = 0; i < 2; i += 1) expect((await order()).json().retCode).toBe(0);
    await t.svc.idle();
    statements = [];
    const res = await order();
    const seen = statements;
    statements = null;
    expect(res.json().retCode).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/INSERT INTO trading_journal/);
  });

  it('sends the next order to the account of the contest just entered, and back', async () => {
    const before = (await order()).json();
    expect(before.data.assetAccount).toBe(await accountOfContest(139));
    expect((await t.call('/VERace/MatchManage/SignUpMatch', { matchId: contestId })).isOK).toBe(
      true,
    );
    await enter(contestId);
    const inContest = (await order()).json();
    expect(inContest.retCode).toBe(0);
    expect(inContest.data.assetAccount).toBe(await accountOfContest(contestId));
    await enter(139);
    expect((await order()).json().data.assetAccount).toBe(await accountOfContest(139));
  });

  it('trades in the training project account between 开始 and 结束, never after', async () => {
    const teacher = await signIn(t.s.app, 'teacher9');
    const train = async (path: string, params: Record<string, unknown>, h: Auth = teacher) =>
      (await t.call(`/VETrain/${path}`, params, h)).data;
    const [me] = await t.s.ctx.db.query<{ id: number }>(
      "SELECT id FROM users WHERE user_name = 'trader01'",
    );
    const { classID } = await train('Class/AddClass', { className: '缓存实训班' });
    await train('Class/AddStudentsToClass', { classID, userIDs: [me?.id] });
    const { tpInfoID } = await train('TPInfo/AddTPInfo', { tpTypeID: 1, trainTitle: '缓存实训' });
    await train('TPInfo/AssignTPInfo', { tpInfoID, classIDs: [classID] });
    const [logID] = (await train('TrainLog/Start', { tpInfoID }, t.auth)) as number[];
    const own = (await t.call('/VERace/MatchManage/GetTrainingMatch')).data;
    expect((await t.call('/VERace/MatchUser/LoginMatch', { traderID: own.traderID })).isOK).toBe(
      true,
    );
    const ownAccount = await accountOfContest(own.matchID);
    expect((await order()).json().data.assetAccount).toBe(ownAccount);
    expect(await train('TrainLog/End', { logIDs: String(logID) }, t.auth)).toBeTruthy();
    const late = await t.call('/TradeGW/Trade/PlaceXHOrder', {
      security: '601398',
      side: 'B',
      orderQty: 100,
      bizAction: 1,
      assetAccount: ownAccount,
    });
    expect(late.retCode).toBe(60010);
    expect((await order()).json().data.assetAccount).toBe(await accountOfContest(139));
  });

  it('refuses the next order in a contest an admin has just ended', async () => {
    await enter(contestId);
    expect((await order()).json().retCode).toBe(0);
    const ended = await t.call('/VERace/MatchManage/EndMatch', { matchID: contestId }, admin);
    expect(ended.isOK).toBe(true);
    expect((await order()).json()).toMatchObject({ isOK: false, retCode: 60010 });
    await enter(139);
  });

  it('refuses the next order of a user unregistered meanwhile, writing nothing', async () => {
    const other = await signIn(t.s.app, 'trader02');
    // Twice: the first opens the default account (which invalidates the user's cached rows).
    for (let i = 0; i < 2; i += 1) expect((await order(other)).json().retCode).toBe(0);
    const [row] = await t.s.ctx.db.query<{ id: number }>(
      "SELECT id FROM users WHERE user_name = 'trader02'",
    );
    const gone = await t.call('/VERace/User/UnRegister', { userID: row?.id }, admin);
    expect(gone.isOK).toBe(true);
    await t.svc.idle();
    statements = [];
    const refused = await order(other);
    const seen = statements;
    statements = null;
    expect(refused.statusCode).toBe(401);
    expect(seen.filter((s) => !/^\s*SELECT/i.test(s))).toEqual([]);
  });

  it('refuses a signed-out token at once', async () => {
    const again = await signIn(t.s.app, 'trader01');
    expect((await order(again)).json().retCode).toBe(0);
    await t.s.app.inject({ method: 'POST', url: '/VERace/User/Logout', headers: again });
    expect((await order(again)).statusCode).toBe(401);
    expect((await order()).json().retCode).toBe(0);
  });
});
