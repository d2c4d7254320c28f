import { TEST_DB_KINDS } from '../../db/test-db';
import { signIn } from '../../http/test-app';
import { expectOneValuation, startTradingServer } from '../trading/trading-test-kit';

jest.setTimeout(120_000);

type Auth = { authorization: string };
// Answers are read loosely: each assertion names the fields it checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * Issue 33 item 6: a training project's trades go to the student's own account of the project
 * (its hidden contest), never to a contest's account, figures, ranking or 复盘报告; the project's
 * 实验报告 and the training log read them.
 */
describe.each(TEST_DB_KINDS)('a training trades in its own account on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  let teacher: Auth;
  beforeAll(async () => {
    t = await startTradingServer(kind);
    teacher = await signIn(t.s.app, 'teacher9');
  });
  afterAll(() => t.s.close());

  const call = (url: string, params: Record<string, unknown> = {}, h?: Auth): Promise<Json> =>
    h ? t.call(url, params, h) : t.call(url, params);
  const train = (path: string, params: Record<string, unknown> = {}, h?: Auth) =>
    call(`/VETrain/${path}`, params, h);
  const buy = (security: string) =>
    call('/TradeGW/Trade/PlaceXHOrder', { security, side: 'B', orderQty: 100, bizAction: 1 });
  /** The student's figures in contest 139: ranked total, cash and holdings of its account. */
  const contestFigures = async (assetAccount: number) => {
    // The boards' 3 s reuse has passed.
    t.s.clock.advance(4_000);
    const ranked = await expectOneValuation(t, 139);
    const assets = await call('/VERace/StockQuery/QueryUserAssets', { assetAccount });
    const held = await call('/TradeGW/Query/QuerySecurityAssets', { assetAccount });
    return {
      userID: ranked.UserID,
      cash: assets.data.availableCash as number,
      holdings: (held.data.list as Json[]).map((h) => `${h.security}×${h.qty}`),
    };
  };

  it('keeps the training trade out of the contest and in the training report', async () => {
    // The student trades once in the contest (139, entered from the contest list).
    const going = await call('/VERace/MatchManage/GetMatchGoing', { pageIndex: 1, pageSize: 50 });
    const contest = going.data.list.find((m: Json) => m.matchID === 139);
    expect((await call('/VERace/MatchUser/LoginMatch', { traderID: contest.traderID })).isOK).toBe(
      true,
    );
    expect((await buy('601398')).retCode).toBe(0);
    const accounts = (await call('/TradeGW/HisQuery/QueryUserInfo')).data.assetAccounts as Json[];
    const contestAccount = accounts.find((a) => a.matchID === 139).accountid as number;
    const before = await contestFigures(contestAccount);
    expect(before.holdings).toEqual(['601398×100']);

    // The teacher assigns a stock project; the student starts it.
    const cls = await train('Class/AddClass', { className: '实训账户班' }, teacher);
    const classID = cls.data.classID as number;
    await train('Class/AddStudentsToClass', { classID, userIDs: [before.userID] }, teacher);
    const project = await train(
      'TPInfo/AddTPInfo',
      { tpTypeID: 1, trainTitle: '股票买入实训' },
      teacher,
    );
    const tpInfoID = project.data.tpInfoID as number;
    await train('TPInfo/AssignTPInfo', { tpInfoID, classIDs: [classID] }, teacher);
    const contestReport = await train(
      'Report/AddTemplate',
      { title: '综合模拟交易大赛复盘报告', classIDs: [classID], matchID: 139 },
      teacher,
    );
    const trainingReport = await train(
      'Report/AddTemplate',
      { title: '股票买入实验报告', classIDs: [classID], tpInfoID },
      teacher,
    );
    expect((await call('/VERace/MatchManage/GetTrainingMatch')).data).toBeNull();
    const [logID] = (await train('TrainLog/Start', { tpInfoID })).data as number[];

    // The training's own account: a hidden contest named after the project.
    const own = (await call('/VERace/MatchManage/GetTrainingMatch')).data;
    expect(own).toMatchObject({ matchName: '实训项目：股票买入实训', matchType: 1 });
    expect(own.matchID).not.toBe(139);
    expect((await call('/VERace/MatchUser/LoginMatch', { traderID: own.traderID })).isOK).toBe(
      true,
    );
    // While it runs, no contest is entered: its trades cannot land there.
    expect(
      await call('/VERace/MatchUser/LoginMatch', { traderID: contest.traderID }),
    ).toMatchObject({ isOK: false, msg: '实训进行中，请先结束当前实训' });
    const placed = await buy('600519');
    expect(placed.retCode).toBe(0);
    const info = await call('/TradeGW/HisQuery/QueryUserInfo');
    const ownAccount = info.data.assetAccounts.find((a: Json) => a.matchID === own.matchID);
    expect(ownAccount).toBeDefined();

    // Never listed, never linkable, never managed.
    const lists = [
      await call('/VERace/MatchManage/GetMatchGoing', { pageIndex: 1, pageSize: 50 }),
      await call('/VERace/MatchManage/GetMatchOver', { pageIndex: 1, pageSize: 50 }),
      await call('/VERace/MatchManage/GetMatchListForMatchApply', { pageIndex: 1, pageSize: 50 }),
      await call('/VERace/MatchManage/SearchMatchList', { pageIndex: 1, pageSize: 50 }, teacher),
    ];
    for (const l of lists) {
      const ids = (l.data.list as Json[]).map((m) => m.matchID);
      expect(ids).not.toContain(own.matchID);
    }
    const linkable = await train('Report/SearchLinkableContests', {}, teacher);
    expect(linkable.data.map((m: Json) => m.matchID)).not.toContain(own.matchID);
    expect(
      (await call('/VERace/MatchManage/SignUpMatch', { matchId: own.matchID }, teacher)).isOK,
    ).toBe(false);

    // The contest's figures, ranking and 复盘报告 did not move; the training report has the trade.
    expect(await contestFigures(contestAccount)).toEqual(before);
    const board = await call('/VERace/Ranking/GetRealTimePersonalRankings', {
      MatchID: 139,
      PageIndex: 1,
      PageSize: 200,
    });
    expect((board.data.list as Json[]).filter((r) => r.UserID === before.userID)).toHaveLength(1);
    const ofContest = await train('Report/GetMyReportTrades', {
      templateID: contestReport.data.templateID,
    });
    expect(ofContest.data.source).toBe('contest');
    expect(ofContest.data.orders.map((o: Json) => o.code)).toEqual(['601398']);
    const ofTraining = await train('Report/GetMyReportTrades', {
      templateID: trainingReport.data.templateID,
    });
    expect(ofTraining.data).toMatchObject({ source: 'project', sourceTitle: '股票买入实训' });
    expect(ofTraining.data.orders.map((o: Json) => o.code)).toEqual(['600519']);
    expect(ofTraining.data.fills.map((f: Json) => f.code)).toEqual(['600519']);

    // 结束: out of the training's account, back to the contest's; the log keeps its trade.
    t.s.clock.advance(60_000);
    expect((await train('TrainLog/End', { logIDs: String(logID) })).isOK).toBe(true);
    expect((await call('/VERace/MatchManage/GetTrainingMatch')).data).toBeNull();
    const late = await call('/TradeGW/Trade/PlaceXHOrder', {
      security: '000001',
      side: 'B',
      orderQty: 100,
      bizAction: 1,
      assetAccount: ownAccount.accountid,
    });
    expect(late.retCode).toBe(60010);
    expect(await call('/VERace/MatchUser/LoginMatch', { traderID: own.traderID })).toMatchObject({
      isOK: false,
      msg: '当前没有进行中的实训',
    });
    const assets = await call('/VERace/StockQuery/QueryUserAssets');
    expect(assets.data.availableCash).toBe(before.cash);
    expect(await contestFigures(contestAccount)).toEqual(before);
    const detail = await train('TrainLog/GetLogDetails', { logID }, teacher);
    expect(detail.data.orders.map((o: Json) => o.code)).toEqual(['600519']);
  });
});
