import ExcelJS from 'exceljs';
import { deriveAuthFlags } from '@portal/shared-kit/domain';
import { TEST_DB_KINDS } from '../../db/test-db';
import { computeMetrics } from '../../domain/contests';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { contestRiskOf } from '../fouls';
import { TEST_BENCH, useTestPorts, writeClose } from './contest-test-kit';

type Auth = { authorization: string };
type Body = { isOK: boolean; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const HOUR = 3_600_000;

describe.each(TEST_DB_KINDS)('a contest from creation to end on %s', (kind) => {
  let s: TestServer;
  let admin: Auth;
  let alice: Auth;
  let bob: Auth;
  let carol: Auth;
  let aliceId: number;
  let bobId: number;
  beforeAll(async () => {
    // Sessions outlive the days the test moves through.
    s = await startTestServer(kind, (c) => (c.identity.sessionTtlMinutes = 60 * 24 * 30));
    useTestPorts(s.ctx);
    await addUser(s.ctx, { userName: 'admin001', role: 'admin' });
    aliceId = await addUser(s.ctx, { userName: 'alice001' });
    bobId = await addUser(s.ctx, { userName: 'bobby001' });
    await addUser(s.ctx, { userName: 'carol001' });
    const [cls] = await s.ctx.db.query<{ id: number }>(
      "INSERT INTO classes (name) VALUES ('金融1班') RETURNING id",
    );
    await s.ctx.db.query('UPDATE users SET class_id = $1 WHERE id = ANY($2::int[])', [
      cls!.id,
      [aliceId, bobId],
    ]);
    admin = await signIn(s.app, 'admin001');
    alice = await signIn(s.app, 'alice001');
    bob = await signIn(s.app, 'bobby001');
    carol = await signIn(s.app, 'carol001');
  }, 60_000);
  afterAll(() => s.close());

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    headers: Auth,
    data: Record<string, unknown> = {},
  ): Promise<Body> => {
    const res =
      method === 'GET'
        ? await s.app.inject({ method, url, headers, query: data as Record<string, string> })
        : await s.app.inject({ method, url, headers, payload: data });
    return res.json<Body>();
  };
  const at = (ms: number) => new Date(s.clock.now().getTime() + ms).toISOString();

  it('runs through management, enrolment, trading days, rankings, fouls, exports and the end', async () => {
    // Create: every basis field, breeds, rankings and risk rules.
    const created = await call('POST', '/VERace/MatchManage/AddMatch', admin, {
      matchBasisInfo: {
        matchName: '春季模拟交易大赛',
        matchType: 1,
        organizer: '金融学院',
        initialRMB: 1_000_000,
        initialHKD: 200_000,
        registrationStartTime: at(-HOUR),
        registrationEndTime: at(20 * HOUR),
        startTime: at(HOUR),
        endTime: at(240 * HOUR),
        matchRule: '遵守比赛规则',
        maxTraders: 2,
        matchCommand: 'go2026',
        noRiskInterestRates: 0.015,
        quoteType: 1,
      },
      allowedBreedIDs: [1, 21, 30],
      rankingParams: { isWeek: true, isMonth: false },
      riskRules: { maxOrderQty: 1000 },
    });
    expect(created.isOK).toBe(true);
    const detail = created.data;
    const matchId = detail.matchBasisInfo.matchID as number;
    expect(detail).toMatchObject({
      matchType: 1,
      matchCurrentState: 0,
      matchCurrentPublishStatus: 0,
      matchCurrentEnrollStatus: 1,
      count: 0,
    });
    expect(detail.matchBasisInfo).toMatchObject({
      initialRMB: 1_000_000,
      initialHKD: 200_000,
      organizer: '金融学院',
      matchCommand: 'go2026',
      isPublished: false,
    });
    expect(detail.matchInItFundSets).toEqual([
      { currencyType: 1, initFund: 1_000_000 },
      { currencyType: 2, initFund: 200_000 },
      { currencyType: 3, initFund: 0 },
    ]);
    expect(detail.matchManagers).toEqual([
      expect.objectContaining({ userName: 'admin001', managerType: 1 }),
    ]);
    expect(deriveAuthFlags(detail.matchType, detail.matchBreedViews)).toMatchObject({
      ismultiple: true,
      hasShares: true,
      hasSharesJijin: true,
      hasHgt: true,
      hasSgt: false,
      hasNgt: true,
      hasRzrq: false,
    });

    // Unpublished: students cannot see or join it.
    expect((await call('GET', '/VERace/MatchSet/SearchMatchBreed', alice, { matchId })).msg).toBe(
      '比赛不存在',
    );
    expect(
      (await call('POST', '/VERace/MatchManage/AuditMatch', admin, { matchID: matchId })).msg,
    ).toBe('请先发布比赛');
    expect(
      (await call('POST', '/VERace/MatchManage/PublishMatch', admin, { matchID: matchId })).data
        .matchCurrentPublishStatus,
    ).toBe(1);
    expect(
      (await call('POST', '/VERace/MatchManage/SignUpMatch', alice, { matchId, command: 'go2026' }))
        .msg,
    ).toBe('比赛尚未审核');
    expect(
      (await call('POST', '/VERace/MatchManage/AuditMatch', admin, { matchID: matchId })).data
        .matchBasisInfo.isAudit,
    ).toBe(true);

    // The student's view hides the command; the apply list takes the portal's page size 999999.
    const seen = await call('GET', '/VERace/MatchSet/SearchMatchBreed', alice, { matchId });
    expect(seen.data.matchBasisInfo.matchCommand).toBe('');
    const apply = await call('GET', '/VERace/MatchManage/GetMatchListForMatchApply', alice, {
      key: '春季',
      pageIndex: 1,
      pageSize: 999999,
    });
    expect(apply.data.list).toEqual([
      expect.objectContaining({
        matchID: matchId,
        hasCommand: true,
        isJoined: false,
        enrollStatus: 1,
        traderCount: 0,
      }),
    ]);

    // Sign-up: wrong command, then right; the contest is full after two.
    expect(
      (await call('POST', '/VERace/MatchManage/SignUpMatch', alice, { matchId, command: 'nope' }))
        .msg,
    ).toBe('比赛口令不正确');
    const joined = await call('POST', '/VERace/MatchManage/SignUpMatch', alice, {
      matchId,
      command: 'go2026',
    });
    expect(joined.data).toMatchObject({
      matchID: matchId,
      matchType: 1,
      currentState: 0,
      userID: aliceId,
    });
    expect(joined.data.securityTypes).toContainEqual({ market: 'SSE', securityType: 1 });
    expect(joined.data.securityTypes).toContainEqual({ market: 'HKEX', securityType: 6 });
    expect(typeof joined.data.accountID).toBe('number');
    const aliceTrader = Number(joined.data.traderID);
    expect(
      (await call('POST', '/VERace/MatchManage/SignUpMatch', alice, { matchId, command: 'go2026' }))
        .msg,
    ).toBe('您已报名该比赛');
    const bobJoined = await call('POST', '/VERace/MatchManage/SignUpMatch', bob, {
      matchId,
      command: 'go2026',
    });
    const bobTrader = Number(bobJoined.data.traderID);
    expect(
      (await call('POST', '/VERace/MatchManage/SignUpMatch', carol, { matchId, command: 'go2026' }))
        .msg,
    ).toBe('报名人数已满');

    // Going list with spec §4's refresh delay: the start is one hour away.
    const going = await call('GET', '/VERace/MatchManage/GetMatchGoing', alice, {
      pageIndex: 1,
      pageSize: 999999,
    });
    expect(going.data.list.map((m: { matchID: number }) => m.matchID)).toContain(matchId);
    expect(going.data.refreshAfterMs).toBe(HOUR + 3000);

    // Running without a trade: the start may still be corrected (issue 28: times, type, funds
    // and markets freeze at the first trade, not at the start); rules stay editable.
    s.clock.advance(2 * HOUR);
    expect(
      (await call('GET', '/VERace/MatchSet/SearchMatchBreed', alice, { matchId })).data
        .matchCurrentState,
    ).toBe(1);
    const moved = await call('POST', '/VERace/MatchManage/UpdateMatch', admin, {
      matchID: matchId,
      matchBasisInfo: { startTime: at(-HOUR / 2) },
    });
    expect(moved.isOK).toBe(true);
    expect(moved.data.editLock).toBeNull();
    const edited = await call('POST', '/VERace/MatchManage/UpdateMatch', admin, {
      matchID: matchId,
      matchBasisInfo: { matchRule: '新规则' },
    });
    expect(edited.data.matchBasisInfo.matchRule).toBe('新规则');

    // Trader login and teams.
    expect(
      (await call('POST', '/VERace/MatchUser/LoginMatch', alice, { traderID: aliceTrader })).data
        .loginMatchTime,
    ).toBe(s.clock.now().toISOString());
    expect(
      (await call('POST', '/VERace/MatchUser/LoginMatch', alice, { traderID: bobTrader })).msg,
    ).toBe('没有权限执行此操作');
    const team = await call('POST', '/VERace/TutorTeam/AddTeam', admin, {
      matchID: matchId,
      teamName: '红队',
    });
    await call('POST', '/VERace/TutorTeam/SetTeamMembers', admin, {
      teamID: team.data.teamID,
      userIDs: [aliceId, bobId],
    });
    expect(
      (await call('GET', '/VERace/TutorTeam/GetTeamIDs', alice, { matchID: matchId })).data,
    ).toEqual([team.data.teamID]);
    expect(
      (await call('GET', '/VERace/TutorTeam/GetMyTeam', bob, { matchID: matchId })).data.members,
    ).toHaveLength(2);

    // Three closed days, as the exchange's settlement writes them.
    const aliceAcc = joined.data.accountID as number;
    const bobAcc = bobJoined.data.accountID as number;
    const aliceNav = [1.01, 1.0302, 1.02];
    const bobNav = [0.995, 0.99, 1.001];
    const days = ['2026-03-02', '2026-03-03', '2026-03-04'];
    for (const [i, d] of days.entries()) {
      await writeClose(s.ctx, aliceAcc, d, aliceNav[i]! * 1_000_000);
      await writeClose(s.ctx, bobAcc, d, bobNav[i]! * 1_000_000);
    }
    s.clock.advance(10_000);
    const board = await call('POST', '/VERace/Ranking/GetRealTimePersonalRankings', bob, {
      MatchID: matchId,
      PageIndex: 1,
      PageSize: 10,
    });
    expect(board.data).toMatchObject({
      total: 2,
      searchDate: '2026-03-04',
      N: 252,
      periods: ['all', 'week'],
    });
    const [first, second] = board.data.list;
    expect(first).toMatchObject({
      Rank: 1,
      TraderID: aliceTrader,
      RealName: 'alice001姓名',
      ClassName: '金融1班',
      TeamName: '红队',
    });
    expect(second.TraderID).toBe(bobTrader);
    const expected = computeMetrics({
      nav: [1, ...aliceNav],
      bench: [4000, 4040, 4020, 4060],
      totalAssets: [1_000_000, ...aliceNav.map((n) => n * 1_000_000)],
      tradedValue: [0, 0, 0, 0],
      riskFreeAnnual: 0.015,
    });
    for (const f of [
      'TotalYield',
      'SharpIndex',
      'BetaValue',
      'JensonIndex',
      'MaxRetracement',
      'TrackingError',
    ] as const) {
      expect(Math.abs(first[f] - (expected[f] as number))).toBeLessThan(1e-9);
    }
    expect(first.StockAbility).toBeNull();
    // Live: no trades yet, so the account holds its initial cash: today's yield is against the last close.
    expect(first.TotalAssets).toBe(1_000_000);
    expect(first.TodayYield).toBeCloseTo(1 / 1.02 - 1, 12);

    const asc = await call('POST', '/VERace/Ranking/SearchPersonalRankingsRN', alice, {
      matchID: matchId,
      sortField: 'TotalYield',
      sortType: 'asc',
      pageIndex: 1,
      pageSize: 1,
    });
    expect(asc.data.list.map((r: { TraderID: number }) => r.TraderID)).toEqual([bobTrader]);
    expect(
      (
        await call('POST', '/VERace/Ranking/SearchPersonalRankingsRN', alice, {
          matchID: matchId,
          searchKey: 'bobby',
        })
      ).data.total,
    ).toBe(1);
    const past = await call('POST', '/VERace/Ranking/SearchPersonalRankingsRN', alice, {
      matchID: matchId,
      searchDate: '2026-03-03',
    });
    expect(past.data.searchDate).toBe('2026-03-03');
    expect(past.data.list[0].TotalYield).toBeCloseTo(0.0302, 12);
    expect(
      (await call('GET', '/VERace/Ranking/GetMyLatestRankingRN', bob, { matchID: matchId })).data
        .TraderID,
    ).toBe(bobTrader);
    expect(
      (await call('POST', '/VERace/Ranking/GetMyRanking', bob, { MatchID: matchId })).data.list,
    ).toHaveLength(1);
    const teams = await call('POST', '/VERace/Ranking/GetRealTimeTeamRankings', alice, {
      MatchID: matchId,
    });
    expect(teams.data.list[0]).toMatchObject({ Rank: 1, TeamName: '红队', MemberCount: 2 });
    const classes = await call('POST', '/VERace/Ranking/SearchClassRankings', alice, {
      matchID: matchId,
    });
    expect(classes.data.list[0]).toMatchObject({ ClassName: '金融1班', MemberCount: 2 });
    expect(
      (
        await call('POST', '/VERace/Ranking/GetTraderLatestClassRanking', alice, {
          matchID: matchId,
          TraderID: aliceTrader,
        })
      ).data.Rank,
    ).toBe(1);
    expect(
      (
        await call('POST', '/VERace/Ranking/SearchClassRankingsByTraderID', alice, {
          matchID: matchId,
          traderID: bobTrader,
        })
      ).data.total,
    ).toBe(2);
    const history = await call('GET', '/VERace/MatchManage/GetHistoryMatchData', alice, {
      MatchID: matchId,
      TraderID: aliceTrader,
    });
    expect(history.data.days.map((d: { tradeDate: string }) => d.tradeDate)).toEqual(days);
    expect(history.data.days[0].dailyYield).toBeCloseTo(0.01, 12);
    expect(history.data.days[0]).toMatchObject({
      totalAssets: 1_010_000,
      benchmarkClose: TEST_BENCH.get('2026-03-02'),
    });
    expect(
      (
        await call('GET', '/VERace/MatchManage/GetHistoryMatchData', alice, {
          MatchID: matchId,
          TraderID: bobTrader,
        })
      ).msg,
    ).toBe('没有权限执行此操作');

    // A breach of the contest's rules is refused with its code and written as a foul.
    const verdict = await contestRiskOf(s.ctx).check(aliceAcc, matchId, {
      action: 'order',
      side: 1,
      code: '600000',
      market: 'SSE',
      qty: 5000,
      price: 10,
      today: { orderCount: 0, tradeAmount: 0, cancelCount: 0 },
      totalAssets: 1_000_000,
      holdings: [],
    });
    expect(verdict).toEqual({
      ok: false,
      code: 60142,
      message: '超过单笔委托最大数量',
      foul: true,
    });
    expect((await call('GET', '/VERace/FoulsRecord/GetUnreadCount', alice)).data).toBe(1);
    const mine = await call('POST', '/VERace/FoulsRecord/SearchPersonalFoulsRecordList', alice, {
      pageIndex: 1,
      pageSize: 10,
    });
    expect(mine.data).toMatchObject({ total: 1, unread: 1 });
    expect(mine.data.list[0]).toMatchObject({
      code: 60142,
      foulContent: '超过单笔委托最大数量',
      matchID: matchId,
      orderInfo: { code: '600000', qty: 5000 },
    });
    expect(
      (await call('POST', '/VERace/FoulsRecord/SearchPersonalFoulsRecordList', bob, {})).data.total,
    ).toBe(0);
    expect(
      (
        await call('POST', '/VERace/FoulsRecord/SearchFoulsRecordList', admin, {
          MatchID: matchId,
          SearchKey: 'alice',
        })
      ).data.total,
    ).toBe(1);
    expect(
      (await call('POST', '/VERace/FoulsRecord/SearchFoulsMatchList', admin, {})).data.list,
    ).toEqual([{ matchID: matchId, matchName: '春季模拟交易大赛', foulCount: 1, traderCount: 1 }]);
    // The foul costs violation points in the scores.
    s.clock.advance(10_000);
    const scored = await call('GET', '/VERace/Ranking/GetMyLatestRankingRN', alice, {
      matchID: matchId,
    });
    expect(scored.data).toMatchObject({ FoulCount: 1, PerformanceScore: 1 });
    expect(scored.data.ComplexScore).toBeCloseTo(scored.data.OperateScore - 1, 12);
    expect(
      (
        await call('POST', '/VERace/FoulsRecord/ReadRecords', alice, {
          pageIndex: 1,
          pageSize: 2147483647,
        })
      ).data,
    ).toEqual({ read: 1, unread: 0 });

    // Exports.
    const xlsx = async (url: string, query: Record<string, string>) => {
      const res = await s.app.inject({ method: 'GET', url, headers: admin, query });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb;
    };
    const personal = await xlsx('/VERace/Ranking/ExportPersonalRankingsRN', {
      matchID: String(matchId),
    });
    const header = personal.worksheets[0]!.getRow(1).values as unknown[];
    expect(header).toEqual(expect.arrayContaining(['排名', '姓名', '总资产', '夏普比率']));
    expect(header).not.toContain('收益率标准差');
    expect(personal.worksheets[0]!.rowCount).toBe(3);
    const classBook = await xlsx('/VERace/Ranking/ExportClassRankings', {
      matchID: String(matchId),
    });
    expect(classBook.worksheets[0]!.getRow(2).getCell(2).value).toBe('金融1班');
    const foulBook = await xlsx('/VERace/FoulsRecord/ExportFoulsRecord', {
      MatchID: String(matchId),
      GroupByClass: 'true',
    });
    expect(foulBook.worksheets.map((w) => w.name)).toEqual(['金融1班']);
    expect(foulBook.worksheets[0]!.getRow(2).getCell(5).value).toBe(60142);

    // Rules stay editable while running; the exchange's one-call check reads today's orders.
    await call('POST', '/VERace/MatchManage/UpdateMatch', admin, {
      matchID: matchId,
      riskRules: { maxOrderQty: 1000, maxDailyTradeCount: 1 },
    });
    s.clock.advance(10_000);
    const order = {
      action: 'order' as const,
      side: 1,
      market: 'SSE',
      code: '600000',
      qty: 100,
      price: 10,
    };
    const account = { cashYuan: 1_000_000, positions: [] };
    const risk = contestRiskOf(s.ctx);
    expect(
      await risk.checkOrder(aliceAcc, matchId, account, order, '2026-03-05', () => 10),
    ).toEqual({ ok: true });
    await s.ctx.db.query(
      `INSERT INTO trading_orders (account_id, market, code, security_type, side, kind, price, qty, status, trading_date)
       VALUES ($1, 'SSE', '600000', 1, 1, 'limit', 10, 100, 0, '2026-03-05')`,
      [aliceAcc],
    );
    expect(
      await risk.checkOrder(aliceAcc, matchId, account, order, '2026-03-05', () => 10),
    ).toMatchObject({ ok: false, code: 60140 });
    expect((await call('GET', '/VERace/FoulsRecord/GetUnreadCount', alice)).data).toBe(1);

    // The end: realEndTime stamps it, sign-up and edits stop, it moves to the ended list.
    const ended = await call('POST', '/VERace/MatchManage/EndMatch', admin, { matchID: matchId });
    expect(ended.data).toMatchObject({ matchCurrentState: 2, matchCurrentEnrollStatus: 2 });
    expect(ended.data.matchBasisInfo.realEndTime).toBe(s.clock.now().toISOString());
    expect(
      (await call('GET', '/VERace/MatchManage/IsEndMatch', alice, { MatchID: matchId })).data,
    ).toBe(true);
    expect(
      (await call('POST', '/VERace/MatchManage/EndMatch', admin, { matchID: matchId })).msg,
    ).toBe('比赛已结束');
    const over = await call('GET', '/VERace/MatchManage/GetMatchOver', alice, {});
    expect(over.data.list.map((m: { matchID: number }) => m.matchID)).toContain(matchId);
    const stillGoing = await call('GET', '/VERace/MatchManage/GetMatchGoing', alice, {});
    expect(stillGoing.data.list.map((m: { matchID: number }) => m.matchID)).not.toContain(matchId);
    // Contest rules are cached for 5 s by the risk check.
    s.clock.advance(10_000);
    const afterEnd = await contestRiskOf(s.ctx).check(aliceAcc, matchId, {
      action: 'order',
      side: 1,
      code: '600000',
      market: 'SSE',
      qty: 5000,
      price: 10,
      today: { orderCount: 0, tradeAmount: 0, cancelCount: 0 },
      totalAssets: 1,
      holdings: [],
    });
    expect(afterEnd.ok).toBe(true);
  }, 60_000);
});
