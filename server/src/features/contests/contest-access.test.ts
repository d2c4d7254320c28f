import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { useTestPorts } from './contest-test-kit';

type Auth = { authorization: string };
type Method = 'GET' | 'POST';

/** Management, export and team-management calls: managers only. */
const MANAGER_CALLS: [Method, string, Record<string, unknown>][] = [
  ['POST', '/VERace/MatchManage/AddMatch', { matchBasisInfo: { matchName: 'x' } }],
  ['POST', '/VERace/MatchManage/UpdateMatch', { matchID: 139 }],
  ['POST', '/VERace/MatchManage/PublishMatch', { matchID: 139 }],
  ['POST', '/VERace/MatchManage/AuditMatch', { matchID: 139 }],
  ['POST', '/VERace/MatchManage/EndMatch', { matchID: 139 }],
  ['POST', '/VERace/MatchManage/DeleteMatch', { matchID: 139 }],
  ['GET', '/VERace/MatchManage/GetMatchDetail', { matchID: 139 }],
  ['GET', '/VERace/MatchManage/SearchMatchList', {}],
  ['POST', '/VERace/MatchManage/SetMatchManagers', { matchID: 139, adminIDs: '1' }],
  ['GET', '/VERace/MatchManage/GetMatchTraders', { matchID: 139 }],
  ['POST', '/VERace/MatchManage/SetTraderState', { traderID: 1, traderState: 1 }],
  ['POST', '/VERace/MatchManage/LabelUpMatchNew', { labelIDs: '1', matchId: 139 }],
  ['POST', '/VERace/TutorTeam/AddTeam', { matchID: 139, teamName: 'x' }],
  ['POST', '/VERace/TutorTeam/UpdateTeam', { teamID: 1, teamName: 'x' }],
  ['POST', '/VERace/TutorTeam/DeleteTeam', { teamID: 1 }],
  ['POST', '/VERace/TutorTeam/SetTeamMembers', { teamID: 1, userIDs: '1' }],
  ['GET', '/VERace/Ranking/ExportPersonalRankingsRN', { matchID: 139 }],
  ['GET', '/VERace/Ranking/ExportClassRankings', { matchID: 139 }],
  ['POST', '/VERace/FoulsRecord/SearchFoulsRecordList', { MatchID: 139 }],
  ['POST', '/VERace/FoulsRecord/SearchFoulsMatchList', {}],
  ['GET', '/VERace/FoulsRecord/ExportFoulsRecord', { MatchID: 139 }],
];

/** Calls any signed-in user may make (still refused without a session). */
const USER_CALLS: [Method, string, Record<string, unknown>][] = [
  ['GET', '/VERace/MatchSet/SearchMatchBreed', { matchId: 139 }],
  ['GET', '/VERace/MatchManage/GetMatchGoing', {}],
  ['GET', '/VERace/MatchManage/GetMatchOver', {}],
  ['GET', '/VERace/MatchManage/GetMatchListForMatchApply', {}],
  ['POST', '/VERace/MatchManage/SignUpMatch', { matchId: 139 }],
  ['GET', '/VERace/MatchManage/GetTopMatchAndExercise', {}],
  ['POST', '/VERace/MatchManage/JoinExercising', {}],
  ['GET', '/VERace/MatchManage/IsEndMatch', { MatchID: 139 }],
  ['GET', '/VERace/MatchManage/GetHistoryMatchData', { MatchID: 139, TraderID: 1 }],
  ['POST', '/VERace/MatchUser/LoginMatch', { traderID: 1 }],
  ['GET', '/VERace/TutorTeam/GetTeamIDs', { matchID: 139 }],
  ['POST', '/VERace/Ranking/GetRealTimePersonalRankings', { MatchID: 139 }],
  ['POST', '/VERace/Ranking/SearchPersonalRankingsRN', { matchID: 139 }],
  ['GET', '/VERace/Combine/GetAll', {}],
  ['POST', '/VERace/FoulsRecord/SearchPersonalFoulsRecordList', {}],
  ['GET', '/VERace/FoulsRecord/GetUnreadCount', {}],
];

const COMBINE_CALLS: [Method, string, Record<string, unknown>][] = [
  ['GET', '/VERace/Combine/GetAll', {}],
  ['POST', '/VERace/Combine/Add', { combineName: '价值组合' }],
  ['GET', '/VERace/Combine/Delete', { combineID: 5000000 }],
  ['POST', '/VERace/Combine/Login', { combineID: 5000000 }],
  ['GET', '/VERace/Ranking/SearchCombineDailyYield', { combineID: 5000000 }],
];

describe.each(TEST_DB_KINDS)('contest call authorization on %s', (kind) => {
  let s: TestServer;
  let student: Auth;
  let teacher: Auth;
  let other: Auth;
  let admin: Auth;
  let studentId: number;
  beforeAll(async () => {
    s = await startTestServer(kind);
    useTestPorts(s.ctx);
    await addUser(s.ctx, { userName: 'admin001', role: 'admin' });
    await addUser(s.ctx, { userName: 'teach001', role: 'teacher' });
    studentId = await addUser(s.ctx, { userName: 'stud0001' });
    const otherId = await addUser(s.ctx, { userName: 'stud0002' });
    await s.ctx.db.query('UPDATE users SET has_combine_power = false WHERE id = $1', [otherId]);
    admin = await signIn(s.app, 'admin001');
    teacher = await signIn(s.app, 'teach001');
    student = await signIn(s.app, 'stud0001');
    other = await signIn(s.app, 'stud0002');
  }, 60_000);
  afterAll(() => s.close());

  const call = (
    method: Method,
    url: string,
    headers: Auth | Record<string, never>,
    data: Record<string, unknown>,
  ) =>
    method === 'GET'
      ? s.app.inject({
          method,
          url,
          headers,
          query: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
        })
      : s.app.inject({ method, url, headers, payload: data });

  it.each(MANAGER_CALLS)('refuses a student %s %s', async (method, url, data) => {
    const res = await call(method, url, student, data);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ isOK: false, msg: '没有权限执行此操作' });
  });

  it.each([...MANAGER_CALLS, ...USER_CALLS, ...COMBINE_CALLS])(
    'refuses %s %s without a session',
    async (method, url, data) => {
      const res = await call(method, url, {}, data);
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('登录超时，请重新登录');
    },
  );

  it.each(COMBINE_CALLS)('refuses %s %s without the combine right', async (method, url, data) => {
    const res = await call(method, url, other, data);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('没有组合权限');
  });

  it('refuses a teacher who does not manage the contest, but not its creator', async () => {
    const made = await call('POST', '/VERace/MatchManage/AddMatch', admin, {
      matchBasisInfo: {
        matchName: '教师不可管',
        registrationStartTime: '2026-03-01 09:00:00',
        registrationEndTime: '2026-03-05 09:00:00',
        startTime: '2026-03-04 09:00:00',
        endTime: '2026-03-20 15:00:00',
      },
    });
    const matchId = made.json().data.matchBasisInfo.matchID as number;
    expect(
      (await call('POST', '/VERace/MatchManage/PublishMatch', teacher, { matchID: matchId }))
        .statusCode,
    ).toBe(403);
    const own = await call('POST', '/VERace/MatchManage/AddMatch', teacher, {
      matchBasisInfo: {
        matchName: '教师自建',
        registrationStartTime: '2026-03-01 09:00:00',
        registrationEndTime: '2026-03-05 09:00:00',
        startTime: '2026-03-04 09:00:00',
        endTime: '2026-03-20 15:00:00',
      },
    });
    const ownId = own.json().data.matchBasisInfo.matchID as number;
    expect(
      (await call('POST', '/VERace/MatchManage/PublishMatch', teacher, { matchID: ownId })).json()
        .isOK,
    ).toBe(true);
    const list = (await call('GET', '/VERace/MatchManage/SearchMatchList', teacher, {})).json().data
      .list;
    expect(list.map((m: { matchID: number }) => m.matchID)).toEqual([ownId]);
  });

  it('refuses a contest with an inconsistent schedule or a day-inner contest without codes', async () => {
    const bad = await call('POST', '/VERace/MatchManage/AddMatch', admin, {
      matchBasisInfo: {
        matchName: '时间错误',
        startTime: '2026-03-10 09:00:00',
        endTime: '2026-03-09 09:00:00',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch('比赛时间设置不正确');
    const day = await call('POST', '/VERace/MatchManage/AddMatch', admin, {
      matchType: 4,
      matchBasisInfo: {
        matchName: '日内回转',
        registrationStartTime: '2026-03-01 09:00:00',
        registrationEndTime: '2026-03-02 09:00:00',
        startTime: '2026-03-02 09:00:00',
        endTime: '2026-03-02 15:00:00',
      },
    });
    expect(day.json().msg).toBe('日内回转赛须设置可交易代码');
    const ok = await call('POST', '/VERace/MatchManage/AddMatch', admin, {
      matchType: 4,
      matchUseCodes: ['600000.sse', '000001'],
      matchBasisInfo: {
        matchName: '日内回转',
        registrationStartTime: '2026-03-01 09:00:00',
        registrationEndTime: '2026-03-02 09:00:00',
        startTime: '2026-03-02 09:00:00',
        endTime: '2026-03-02 15:00:00',
      },
    });
    expect(ok.json().data.matchUseCodes).toEqual(['600000.SSE', '000001']);
  });

  it('hides an unpublished contest and its rankings from students', async () => {
    const made = await call('POST', '/VERace/MatchManage/AddMatch', admin, {
      matchBasisInfo: {
        matchName: '未发布',
        registrationStartTime: '2026-03-01 09:00:00',
        registrationEndTime: '2026-03-05 09:00:00',
        startTime: '2026-03-04 09:00:00',
        endTime: '2026-03-20 15:00:00',
      },
    });
    const matchId = made.json().data.matchBasisInfo.matchID as number;
    expect(
      (await call('GET', '/VERace/MatchSet/SearchMatchBreed', student, { matchId })).statusCode,
    ).toBe(404);
    const rank = await call('POST', '/VERace/Ranking/SearchPersonalRankingsRN', student, {
      matchID: matchId,
    });
    expect(rank.statusCode).toBe(403);
    expect(rank.json().msg).toBe('比赛尚未发布，暂无排名');
    expect(
      (
        await call('POST', '/VERace/Ranking/SearchPersonalRankingsRN', admin, { matchID: matchId })
      ).json().isOK,
    ).toBe(true);
  });

  it('lets a student see only their own combines', async () => {
    const mine = (
      await call('POST', '/VERace/Combine/Add', student, {
        combineName: '价值组合',
        breedIDs: '1,21',
      })
    ).json().data;
    expect(mine).toMatchObject({
      combineName: '价值组合',
      breadNameList: ['沪深股票', '沪港通'],
      userID: studentId,
    });
    expect(typeof mine.accountID).toBe('number');
    const teacherList = (await call('GET', '/VERace/Combine/GetAll', teacher, {})).json().data;
    expect(teacherList).toEqual([]);
    expect(
      (await call('GET', '/VERace/Combine/Delete', teacher, { combineID: mine.combineID }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/VERace/Combine/Login', student, { combineID: mine.combineID })).json()
        .data.loginTime,
    ).toBe(s.clock.now().toISOString());
    expect(
      (
        await call('GET', '/VERace/Ranking/SearchCombineDailyYield', student, {
          combineID: mine.combineID,
        })
      ).json().data,
    ).toEqual({ total: 0, list: [] });
    expect(
      (await call('GET', '/VERace/Combine/Delete', student, { combineID: mine.combineID })).json()
        .data,
    ).toBe(true);
    expect((await call('GET', '/VERace/Combine/GetAll', student, {})).json().data).toEqual([]);
  });

  it('enrols a student in the default contests, the practice field and by label', async () => {
    const going = (await call('GET', '/VERace/MatchManage/GetMatchGoing', student, {})).json().data;
    expect(going.list.map((m: { matchID: number }) => m.matchID)).toEqual(
      expect.arrayContaining([139, 658]),
    );
    const top = (
      await call('GET', '/VERace/MatchManage/GetTopMatchAndExercise', student, {})
    ).json().data;
    expect(top.exercise).toMatchObject({ matchID: 100, matchType: 5, isJoined: false });
    const practice = (await call('POST', '/VERace/MatchManage/JoinExercising', student, {})).json()
      .data;
    expect(practice).toMatchObject({ matchID: 100, isTrain: true });
    expect(
      (await call('POST', '/VERace/MatchManage/JoinExercising', student, {})).json().data.traderID,
    ).toBe(practice.traderID);
    const made = await call('POST', '/VERace/MatchManage/AddMatch', admin, {
      matchBasisInfo: {
        matchName: '标签报名',
        registrationStartTime: '2026-03-01 09:00:00',
        registrationEndTime: '2026-03-05 09:00:00',
        startTime: '2026-03-04 09:00:00',
        endTime: '2026-03-20 15:00:00',
      },
    });
    const matchId = made.json().data.matchBasisInfo.matchID as number;
    const [label] = await s.ctx.db.query<{ id: number }>(
      "INSERT INTO labels (name, year) VALUES ('投资组', 2026) RETURNING id",
    );
    await s.ctx.db.query('INSERT INTO label_users (label_id, user_id) VALUES ($1, $2)', [
      label!.id,
      studentId,
    ]);
    const up = await call('POST', '/VERace/MatchManage/LabelUpMatchNew', admin, {
      labelIDs: String(label!.id),
      matchId,
    });
    expect(up.json().data).toEqual({ added: 1, skipped: 0 });
    const traders = (
      await call('GET', '/VERace/MatchManage/GetMatchTraders', admin, { matchID: matchId })
    ).json().data;
    expect(traders.list).toEqual([
      expect.objectContaining({ userName: 'stud0001', traderState: 0 }),
    ]);
  });
});
