import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(60_000);

type Auth = { authorization: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(TEST_DB_KINDS)('contest experiment reports (/VERace) on %s', (kind) => {
  let s: TestServer;
  let teacher: Auth;
  let player: Auth;
  let outsider: Auth;
  let playerID: number;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'crteach', role: 'teacher' });
    playerID = await addUser(s.ctx, { userName: 'crplayer' });
    await addUser(s.ctx, { userName: 'croutsider' });
    teacher = await signIn(s.app, 'crteach');
    player = await signIn(s.app, 'crplayer');
    outsider = await signIn(s.app, 'croutsider');
    await s.ctx.db.query(
      'INSERT INTO match_traders (match_id, user_id) VALUES (139, $1) ON CONFLICT DO NOTHING',
      [playerID],
    );
  }, 60_000);
  afterAll(() => s.close());

  async function call(url: string, h: Auth | Record<string, never>, payload = {}) {
    const res = await s.app.inject({ method: 'POST', url, headers: h, payload });
    return {
      status: res.statusCode,
      ...(res.json() as { isOK: boolean; msg: string; data: Json }),
    };
  }
  const race = (path: string, h: Auth | Record<string, never>, payload = {}) =>
    call(`/VERace/ExperimentalReport/${path}`, h, payload);

  it('lists, saves and submits the reports of the contests the user takes part in', async () => {
    const t = await call('/VETrain/Report/AddTemplate', teacher, {
      title: '大赛复盘报告',
      requirement: '总结比赛中的交易',
      classIDs: [],
      matchID: 139,
    });
    const templateID = t.data.templateID as number;
    await call('/VETrain/Report/AddTemplate', teacher, { title: '课堂报告', classIDs: [] });

    const list = await race('SearchMyContestReports', player);
    expect(list.data).toEqual([
      expect.objectContaining({
        templateID,
        title: '大赛复盘报告',
        linkTitle: '综合模拟交易大赛',
        status: 1,
      }),
    ]);
    expect((await race('SearchMyContestReports', outsider)).data).toEqual([]);
    expect((await race('SearchMyContestReports', {})).status).toBe(401);

    const draft = await race('GetContestReport', player, { templateID });
    expect(draft.data).toMatchObject({ templateID, content: '', status: 1 });
    expect(draft.data.tradeRecord).toMatchObject({ source: 'contest', summary: { orderCount: 0 } });

    const saved = await race('SaveContestReport', player, {
      templateID,
      content: '<p onclick="x()">草稿<strong>一</strong><script>alert(1)</script></p>',
      submit: false,
    });
    expect(saved.data.status).toBe(1);
    expect((await race('GetContestReport', player, { templateID })).data.content).toBe(
      '<p>草稿<strong>一</strong></p>',
    );
    const submitted = await race('SaveContestReport', player, {
      templateID,
      content: '<p>终稿</p>',
      submit: true,
    });
    expect(submitted.data).toMatchObject({ status: 2 });
    const done = await race('GetContestReport', player, { templateID });
    expect(done.data).toMatchObject({ status: 2, content: '<p>终稿</p>' });
    expect(done.data.submitTime).toEqual(expect.any(String));
    expect(done.data.tradeRecord).toMatchObject({ source: 'contest' });
    const again = await race('SaveContestReport', player, {
      templateID,
      content: '<p>改</p>',
      submit: false,
    });
    expect(again).toMatchObject({ isOK: false, msg: '报告已提交，不能修改' });
  });

  it('refuses templates of other contests and bad params, writing nothing', async () => {
    const t = await call('/VETrain/Report/AddTemplate', teacher, {
      title: '外人报告',
      classIDs: [],
      matchID: 139,
    });
    const templateID = t.data.templateID as number;
    const refused = await race('SaveContestReport', outsider, {
      templateID,
      content: '<p>x</p>',
      submit: true,
    });
    expect(refused).toMatchObject({ isOK: false, msg: '你未参加该报告关联的比赛' });
    expect((await race('GetContestReport', outsider, { templateID })).isOK).toBe(false);
    expect((await race('GetContestReport', player, { templateID: -1 })).status).toBe(400);
    const long = await race('SaveContestReport', player, {
      templateID,
      content: 'x'.repeat(50_001),
      submit: false,
    });
    expect(long.status).toBe(400);
    const rows = await s.ctx.db.query('SELECT 1 FROM reports WHERE template_id = $1', [templateID]);
    expect(rows).toHaveLength(0);
  });
});
