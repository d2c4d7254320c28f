import { TEST_DB_KINDS } from '../../db/test-db';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';

jest.setTimeout(60_000);

type Auth = { authorization: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.each(TEST_DB_KINDS)('rich-text reports with the trading record on %s', (kind) => {
  let s: TestServer;
  let teacher: Auth;
  let student: Auth;
  let stu: number;
  let classID: number;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await addUser(s.ctx, { userName: 'rtteach', role: 'teacher' });
    stu = await addUser(s.ctx, { userName: 'rtstu01' });
    teacher = await signIn(s.app, 'rtteach');
    student = await signIn(s.app, 'rtstu01');
    const cls = await post('Class/AddClass', teacher, { className: '富文本班' });
    classID = cls.data.classID;
    await post('Class/AddStudentsToClass', teacher, { classID, userIDs: [stu] });
  }, 60_000);
  afterAll(() => s.close());

  async function post(path: string, h: Auth, payload: Record<string, unknown> = {}) {
    const res = await s.app.inject({
      method: 'POST',
      url: `/VETrain/${path}`,
      headers: h,
      payload,
    });
    return {
      status: res.statusCode,
      ...(res.json() as { isOK: boolean; msg: string; data: Json }),
    };
  }
  /** One buy order of 1,000 shares at 10 yuan, filled, in the student's account of `matchID`. */
  async function trade(matchID: number, at: Date) {
    const db = s.ctx.db;
    const [acc] = await db.query<{ id: number }>(
      `INSERT INTO trading_accounts (user_id, match_id, initial_cash, cash_available, units)
       VALUES ($1, $2, 100000000, 100000000, 100000000)
       ON CONFLICT (user_id, match_id, currency) DO UPDATE SET fees = trading_accounts.fees
       RETURNING account_id AS id`,
      [stu, matchID],
    );
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO trading_orders (account_id, market, code, security_name, security_type, side, kind, price, qty,
         filled_qty, filled_amount, status, trading_date, created_at)
       VALUES ($1, 'SSE', '600519', '贵州茅台', 1, 1, 'limit', 10, 1000, 1000, 10000000, 2, '20260105', $2)
       RETURNING order_id AS id`,
      [Number(acc?.id), at],
    );
    await db.query(
      `INSERT INTO trading_reports (order_id, account_id, exec_type, market, code, side, qty, price, amount, fees,
         trading_date, created_at) VALUES ($1, $2, 15, 'SSE', '600519', 1, 1000, 10, 10000000, 5000, '20260105', $3)`,
      [Number(order?.id), Number(acc?.id), at],
    );
  }

  it('attaches the contest trading record, sanitizes the HTML and keeps the record of the submission', async () => {
    expect(
      (await post('Report/AddTemplate', teacher, { title: 'x', classIDs: [], matchID: 987654 }))
        .status,
    ).toBe(404);
    const t = await post('Report/AddTemplate', teacher, {
      title: '大赛交易实验报告',
      requirement: '总结交易',
      classIDs: [classID],
      matchID: 139,
    });
    const templateID = t.data.templateID as number;
    const contests = await post('Report/SearchLinkableContests', teacher);
    expect(contests.data).toContainEqual({ matchID: 139, matchName: '综合模拟交易大赛' });
    expect((await post('Report/SearchLinkableContests', student)).status).toBe(403);
    const [tpl] = (await post('Report/SearchTemplates', teacher)).data;
    expect(tpl).toMatchObject({ templateID, matchID: 139, linkTitle: '综合模拟交易大赛' });

    await trade(139, s.clock.now());
    const live = await post('Report/GetMyReportTrades', student, { templateID });
    expect(live.data).toMatchObject({
      source: 'contest',
      sourceTitle: '综合模拟交易大赛',
      summary: { orderCount: 1, fillCount: 1, buyAmount: 10000, sellAmount: 0, fees: 5 },
    });
    expect(live.data.fills[0]).toMatchObject({ code: '600519', sideName: '买入', qty: 1000 });

    const empty = await post('Report/SaveReport', student, {
      templateID,
      content: '<p>&nbsp;</p><script>alert(1)</script>',
      submit: true,
    });
    expect(empty).toMatchObject({ status: 400, msg: '报告内容不能为空' });
    const saved = await post('Report/SaveReport', student, {
      templateID,
      content:
        '<h3 onclick="x()">交易总结</h3><p>买入<strong>茅台</strong><img src=x onerror=alert(1)></p>',
      submit: true,
    });
    expect(saved.data.status).toBe(2);

    await trade(139, s.clock.now()); // after submission: not part of the submitted record
    const [report] = (await post('Report/SearchReports', teacher, { templateID })).data;
    const full = await post('Report/GetReport', teacher, { reportID: report.reportID });
    expect(full.data.content).toBe('<h3>交易总结</h3><p>买入<strong>茅台</strong></p>');
    expect(full.data.tradeRecord.summary.orderCount).toBe(1);
    expect(
      (await post('Report/GetMyReportTrades', student, { templateID })).data.summary.orderCount,
    ).toBe(1);
  });

  it("attaches the trades of the project's own account only, not a contest's (issue 33 item 6)", async () => {
    const db = s.ctx.db;
    const [tp] = await db.query<{ id: number }>(
      "INSERT INTO tp_infos (tp_type_id, title) VALUES (1, '股票买入实训') RETURNING tp_info_id AS id",
    );
    // The project's own hidden contest (migration 256), where its trainings trade.
    await db.query(
      "INSERT INTO matches (match_id, match_name, match_type, tp_info_id) VALUES (900001, '实训项目：股票买入实训', 1, $1)",
      [Number(tp?.id)],
    );
    const now = s.clock.now().getTime();
    await db.query(
      'INSERT INTO train_logs (user_id, tp_info_id, started_at, ended_at) VALUES ($1, $2, $3, $4)',
      [stu, Number(tp?.id), new Date(now - 3_600_000), new Date(now - 1_800_000)],
    );
    await trade(900001, new Date(now - 2_400_000)); // the training's own account
    await trade(139, new Date(now - 2_300_000)); // a contest's, during the training: not its
    const t = await post('Report/AddTemplate', teacher, {
      title: '实训报告',
      classIDs: [classID],
      tpInfoID: tp?.id,
    });
    const rec = await post('Report/GetMyReportTrades', student, { templateID: t.data.templateID });
    expect(rec.data).toMatchObject({ source: 'project', sourceTitle: '股票买入实训' });
    expect(rec.data.summary.orderCount).toBe(1);
    const plain = await post('Report/AddTemplate', teacher, {
      title: '无关联',
      classIDs: [classID],
    });
    expect(
      (await post('Report/GetMyReportTrades', student, { templateID: plain.data.templateID })).data,
    ).toBeNull();
    const other = await post('Report/AddTemplate', teacher, { title: '别班', classIDs: [] });
    expect(
      (await post('Report/GetMyReportTrades', student, { templateID: other.data.templateID })).msg,
    ).toBe('该报告模板未发布给你的班级');
  });
});
