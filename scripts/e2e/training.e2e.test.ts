import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, openPage, pickOption, screenshot, tick } from './support/browser';
import { type Account, newStudent, newTeacher, stamp } from './support/fixtures';
import { awayFromDayEnd, stepUntil } from './support/market-control';
import { signInToTraining } from './support/sign-in';

let browser: Browser;
/** This file's own teacher and student: the journey moves the student into the teacher's class. */
let teacherAccount: Account;
let studentAccount: Account;
beforeAll(async () => {
  // Orders placed now fill before the day's rollover (a file before this one may end near 15:00).
  await awayFromDayEnd();
  browser = await launchBrowser();
  [teacherAccount, studentAccount] = await Promise.all([newTeacher('trn'), newStudent('trn')]);
});
afterAll(async () => {
  await browser.close();
});

/**
 * The student's figures in the contest 139 (its account's cash, total and holdings), read with
 * the page's own session: a training's trades must not move them (issue 33 item 6).
 */
async function contestFigures(page: Page) {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('portal.token') ?? '';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const get = async (path: string): Promise<any> => {
      const res = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: unknown }).data;
    };
    // The contest list enrols the student in 139 (auto-enrol) on first sight.
    await get('/VERace/MatchManage/GetMatchGoing?key=&pageIndex=1&pageSize=50');
    const info = await get('/TradeGW/HisQuery/QueryUserInfo');
    const id = (info.assetAccounts as { matchID: number; accountid: number }[]).find(
      (a) => a.matchID === 139,
    )?.accountid;
    const assets = await get(`/VERace/StockQuery/QueryUserAssets?assetAccount=${id}`);
    const held = await get(`/TradeGW/Query/QuerySecurityAssets?assetAccount=${id}`);
    return {
      id,
      cash: assets.availableCash as number,
      total: assets.totalAssets as number,
      holdings: (held.list as { security: string; qty: number }[]).map(
        (h) => `${h.security}×${h.qty}`,
      ),
    };
  });
}

const STAMP = stamp();
const CLASS = `E2E实训班${STAMP}`;
const PROJECT = `E2E股票实训${STAMP}`;

describe('the training area', () => {
  jest.setTimeout(90_000);

  it('sends an anonymous visitor of /main to /index', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/main');
    await page.waitForURL('**/index');
    await page.getByTestId('login-panel').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows each role its menu: lessons and resources with demo content, management for teachers', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInToTraining(page, studentAccount.account, studentAccount.password);
    const menu = page.getByTestId('training-menu');
    await menu.getByText('拓展资源').waitFor();
    expect(await menu.getByText('教学管理').count()).toBe(0);
    await page.getByTestId('lesson-card-kline-basics').click();
    await page.getByTestId('lesson-chart-kline').locator('.highcharts-series-group').waitFor();
    await screenshot(page, 'training-lesson-kline');
    await menu.getByText('拓展资源').click();
    await page.waitForURL('**/TrainExtraRes');
    await page.locator('tr', { hasText: 'K线形态图解' }).waitFor();
    await page.goto('/TrainClassManage');
    await page.waitForURL('**/TrainTeach');
    expect(errors).toEqual([]);
    await context.close();

    const t = await openPage(browser);
    await signInToTraining(t.page, teacherAccount.account, teacherAccount.password);
    const teacherMenu = t.page.getByTestId('training-menu');
    await teacherMenu.getByText('教学资源').click();
    await t.page.locator('tr', { hasText: '交易规则讲义' }).waitFor();
    expect(await teacherMenu.getByText('案例管理').count()).toBe(0);
    await screenshot(t.page, 'training-resources');
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it('runs a training from class to score: teacher assigns, student trades inside 开始/结束, teacher scores, student sees it', async () => {
    // The teacher creates a class, adds the student and assigns a new stock project to it.
    const t = await openPage(browser);
    const teacher = t.page;
    await signInToTraining(teacher, teacherAccount.account, teacherAccount.password);
    await teacher.getByTestId('training-menu').getByText('班级管理').click();
    await teacher.waitForURL('**/TrainClassManage');
    await teacher.getByRole('button', { name: '新建班级' }).click();
    await teacher.getByLabel('班级名称').fill(CLASS);
    await teacher.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    const classRow = teacher.locator('tr', { hasText: CLASS });
    await classRow.getByRole('button', { name: '学生' }).click();
    await teacher.waitForURL('**/TrainClassInfo?classID=*');
    await teacher.getByRole('button', { name: '添加学生' }).click();
    const picker = teacher.getByRole('dialog', { name: '添加学生' });
    // The picker pages by 8 among every student of the run: search for this one.
    await picker.getByPlaceholder('用户名或姓名').fill(studentAccount.account);
    await picker.getByPlaceholder('用户名或姓名').press('Enter');
    const pickRow = picker.locator('tr', { hasText: studentAccount.account });
    await tick(pickRow.locator('input[type="checkbox"]'));
    await picker.getByRole('button', { name: '加入班级' }).click();
    await picker.waitFor({ state: 'hidden' });
    await teacher
      .locator('[data-page="TrainClassInfo"] tr', { hasText: studentAccount.account })
      .waitFor();
    await screenshot(teacher, 'training-class-info');

    await teacher.getByTestId('training-menu').getByText('实训管理').click();
    await teacher.waitForURL('**/TrainPractManage');
    await teacher.getByRole('button', { name: '新建实训项目' }).click();
    await teacher.getByLabel('项目名称').fill(PROJECT);
    await teacher.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    const projectRow = teacher.locator('tr', { hasText: PROJECT });
    await projectRow.getByRole('button', { name: '分配班级' }).click();
    await tick(teacher.getByRole('dialog').getByLabel(new RegExp(`^${CLASS}`)));
    await teacher.getByRole('dialog').getByRole('button', { name: '保存分配' }).click();
    await projectRow.getByText(CLASS).waitFor();

    // The student starts the project from the header: the next calls carry LogIDs.
    const s = await openPage(browser);
    const student = s.page;
    const withLogIds: string[] = [];
    student.on('request', (r: Request) => {
      const ids = r.headers()['logids'];
      if (ids) withLogIds.push(`${new URL(r.url()).pathname} ${ids}`);
    });
    await signInToTraining(student, studentAccount.account, studentAccount.password);
    await student.getByText('请点击“开始”按钮启动实训，点击“结束”按钮结束实训').waitFor();
    const contestBefore = await contestFigures(student);
    expect(contestBefore.id).toBeGreaterThan(0);
    const project = student.getByTestId('training-header-toggle').locator('.ant-select');
    await pickOption(
      student,
      () => project.click(),
      PROJECT,
      project.locator('.ant-select-content-has-value', { hasText: PROJECT }),
    );
    await screenshot(student, 'training-header-chosen');
    await student.getByTestId('training-toggle').click();
    await student.waitForURL('**/SHSZMarkets/index');
    await student.locator('[data-section="SHSZMarkets"]').waitFor();

    // Training mode is unmistakable: the banner names the project and its time, and the page
    // trades in the project's own account, not in 综合模拟交易大赛 (issue 33 item 6).
    const banner = student.getByTestId('training-banner');
    await banner.getByText(`实训项目：${PROJECT}`).waitFor();
    expect(await banner.getByTestId('training-time').textContent()).toMatch(
      /^实训时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} – 进行中/,
    );
    await banner.getByTestId('training-banner-end').waitFor();
    await student.locator('.sz-match', { hasText: PROJECT }).waitFor();
    expect(await student.locator('.sz-match').textContent()).not.toContain('综合模拟交易大赛');
    for (const width of [1280, 1920]) {
      await student.setViewportSize({ width, height: 900 });
      await screenshot(student, `training-banner-${width}`);
    }
    await student.setViewportSize({ width: 1440, height: 900 });

    // A market buy of 100 shares of 贵州茅台 on the landing page.
    const search = student.locator('[data-section="SHSZMarkets"]').getByLabel('证券搜索');
    await search.fill('gzmt');
    await pickOption(
      student,
      () => search.fill('gzmt'),
      '贵州茅台',
      student.getByTestId('quote-header').getByText('贵州茅台'),
    );
    await student.waitForFunction(() =>
      /\d/.test(document.querySelector('[data-testid="max-volume"]')?.textContent ?? ''),
    );
    // The order fills on the market's next step (stepped now, as joins-positions does).
    await student.getByText('市价委托').click();
    await student.getByLabel('委托数量').fill('100');
    await student.locator('.sz-buy-button').click();
    const confirm = student.getByRole('dialog', { name: '委托确认' });
    await confirm.getByRole('button', { name: '确认下单' }).click();
    await student.getByText('委托已提交').waitFor();
    await student.getByRole('tab', { name: '当日成交' }).click();
    const fill = student.getByTestId('fills-table').locator('tr', { hasText: '贵州茅台' }).first();
    await stepUntil((timeout) => fill.waitFor({ timeout }));
    expect(withLogIds.some((c) => c.includes('PlaceStkOrder') || c.includes('PlaceXHOrder'))).toBe(
      true,
    );
    const logId = withLogIds[0]?.split(' ')[1];
    expect(logId).toMatch(/^\d+$/);

    // The task panel floats folded over the market page; 结束 there ends the training.
    await student.getByTestId('task-panel-open').click();
    const panel = student.getByTestId('task-panel');
    await panel.getByText(`实训任务：${PROJECT}`).waitFor();
    await screenshot(student, 'training-task-panel-on-market');
    await expect(panel.getByTestId('task-panel-toggle').textContent()).resolves.toBe('结束');

    // The contest's figures did not move: the trade is in the training's own account.
    expect(await contestFigures(student)).toEqual(contestBefore);

    // The banner's 结束 ends the training and returns to the training area, whose header
    // offers 开始 again.
    await banner.getByTestId('training-banner-end').click();
    await student.waitForURL('**/TrainList');
    await banner.waitFor({ state: 'detached' });
    await student.getByTestId('training-toggle').getByText('开始').waitFor();
    const before = withLogIds.length;
    await student.getByTestId('training-menu').getByText('实训任务').click();
    await student.locator('tr', { hasText: PROJECT }).waitFor();
    expect(withLogIds.length).toBe(before);

    // The teacher sees the log with that trade and scores it.
    await teacher.getByRole('tab', { name: '实训日志与评分' }).click();
    const logRow = teacher
      .locator('tr', { hasText: PROJECT })
      .filter({ hasText: studentAccount.account });
    await logRow.getByRole('button', { name: '查看评分' }).click();
    const scoring = teacher.getByRole('dialog', { name: '实训日志与评分' });
    await scoring.getByText('600519').first().waitFor();
    await scoring.getByTestId('score-input').fill('95');
    await scoring.getByLabel('评语').fill('买点合理');
    await screenshot(teacher, 'training-score');
    await scoring.getByRole('button', { name: '提交评分' }).click();
    await scoring.waitFor({ state: 'hidden' });
    // The score's own cell: the names carry a time stamp, which may contain "95".
    await logRow.getByRole('cell', { name: '95', exact: true }).waitFor();

    // The student sees the score in TrainResult.
    await student.getByTestId('training-avatar').click();
    await student.waitForURL('**/TrainUserCenter/TrainMyData');
    await student.getByRole('tab', { name: '实训成绩' }).click();
    const resultRow = student.locator('tr', { hasText: PROJECT });
    await resultRow.getByRole('cell', { name: '95', exact: true }).waitFor();
    await resultRow.getByText('买点合理').waitFor();
    await screenshot(student, 'training-result');

    expect(t.errors).toEqual([]);
    expect(s.errors).toEqual([]);
    await t.context.close();
    await s.context.close();
    // The journey walks two browsers through every step (and now the banner and the figures).
  }, 180_000);
});
