import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, screenshot } from './support/browser';
import { type Account, newAdmin, newStudent, tokenOf, stamp } from './support/fixtures';
import { layoutDefects } from './support/page-figures';
import { AT_ONCE_MS } from './support/market-control';
import { signInToCompetition } from './support/sign-in';

let browser: Browser;
/** This file's own administrator and student. */
let admin: Account;
let student: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  [admin, student] = await Promise.all([newAdmin('cmpadm'), newStudent('cmp')]);
});
afterAll(async () => {
  await browser.close();
});

/** Picks a contest in the header switcher; the 1 s loading mask follows. */
async function switchTo(page: Page, name: string): Promise<void> {
  await page.getByTestId('match-switcher').click();
  await page.getByRole('dialog', { name: '切换比赛' }).getByRole('button', { name }).click();
}

const CONTEST = `E2E综合赛${stamp()}`;

/** The whole number an overview figure (Statistic) of `testId` shows. */
async function figureOf(page: Page, testId: string): Promise<number> {
  const value = page.getByTestId(testId).locator('.ant-statistic-content-value');
  return Number(((await value.textContent()) ?? '').replace(/,/g, ''));
}

/** Waits until the overview figure of `testId` exceeds `than` (re-read at once on the fill's push). */
async function waitFigureAbove(page: Page, testId: string, than: number): Promise<void> {
  await page.waitForFunction(
    ([id, v]) => {
      const el = document.querySelector(`[data-testid="${id}"] .ant-statistic-content-value`);
      return Number((el?.textContent ?? '').replace(/,/g, '')) > v;
    },
    [testId, than] as const,
    { timeout: AT_ONCE_MS },
  );
}

/** The number in the cell of `row` under the column headed `header` (thousands commas dropped). */
async function cellOf(table: Locator, row: Locator, header: string): Promise<number> {
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
  const i = headers.indexOf(header);
  if (i < 0) throw new Error(`no column ${header} in ${headers.join('|')}`);
  return Number(((await row.locator('td').nth(i).textContent()) ?? '').replace(/,/g, ''));
}

/** Places a forex order through the API as the signed-in student. */
async function forexOrder(token: string, order: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${baseUrl()}/VERace/ForexTrade/PlaceForexOrder`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(order),
  });
  const body = (await res.json()) as { isOK: boolean; msg: string };
  if (!body.isOK) throw new Error(`PlaceForexOrder: ${body.msg}`);
}

describe('the competition area', () => {
  it('an admin creates, publishes and audits a contest in the management center', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInToCompetition(page, admin.account, admin.password);
    await page.goto('/ManageCenter');
    await page.waitForURL('**/ManageCenter/RaceManage?current=0');
    await page.getByRole('button', { name: '创建比赛' }).first().click();
    await page.waitForURL('**/ManageCenter/RaceManage?current=1');
    await page.getByLabel('比赛名称').fill(CONTEST);
    await page.getByRole('tab', { name: '交易品种' }).click();
    await page.locator('.ant-tree').getByText('A股', { exact: true }).waitFor();
    await screenshot(page, 'competition-create-contest');
    await page.getByRole('button', { name: '创建比赛' }).click();
    await page.waitForURL('**/ManageCenter/RaceManage?current=0');
    const row = page.locator('tr', { hasText: CONTEST });
    await row.getByRole('button', { name: '发布', exact: true }).click();
    await row.getByRole('button', { name: '审核通过' }).click();
    await row.getByText('已审核').waitFor();
    await screenshot(page, 'competition-contest-list');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student signs up, switches to the contest, sees its menu, transfers funds and appears in the ranking', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInToCompetition(page, student.account, student.password);
    await page.goto('/UserCenter/MyRace');
    await page.getByRole('tab', { name: '报名比赛' }).click();
    // The list pages by 10 and the demo seeds several contests: find this one by its name.
    const search = page.getByPlaceholder('比赛名称');
    await search.fill(CONTEST);
    await search.press('Enter');
    await page.locator('tr', { hasText: CONTEST }).getByRole('button', { name: '报名' }).click();
    await page.getByText('报名成功，可在顶部切换到该比赛').waitFor();

    await page.goto('/mainmatch');
    await switchTo(page, CONTEST);
    await page.waitForURL('**/mainmatch');
    await page.getByTestId('match-switcher').getByText(CONTEST).waitFor();
    // A comprehensive contest with A-shares: the A-share market, ranking and funds entries show;
    // the forex-only personal status does not; students never see the management center.
    const menu = page.locator('.cmp-left-menu');
    await menu.getByText('A股', { exact: true }).waitFor();
    await menu.getByText('排行榜').waitFor();
    await menu.getByText('资金管理').waitFor();
    expect(await menu.getByText('个人赛况').count()).toBe(0);
    expect(await page.getByText('管理中心').count()).toBe(0);
    await screenshot(page, 'competition-mainmatch-student');

    await menu.getByText('资金管理').click();
    await page.waitForURL('**/competitionFunds');
    await page.getByLabel('转账金额').fill('10000');
    await page.getByRole('button', { name: '确认转账' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.getByText('转账成功').waitFor();
    await page
      .locator('tr', { hasText: '银行转证券' })
      .getByRole('cell', { name: '10,000.00', exact: true })
      .waitFor();
    await screenshot(page, 'competition-funds');

    await page.goto('/ExchangeMonitor/Rank');
    await page.getByText(`排行榜 · ${CONTEST}`).waitFor();
    await page.locator('.ant-table-row', { hasText: student.account }).waitFor();
    await screenshot(page, 'competition-rank');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a student the main page dashboard, takes an avatar and logs out to /index', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInToCompetition(page, student.account, student.password);
    for (const id of ['asset-curve', 'holdings-card', 'working-orders-card', 'contest-rules']) {
      await page.getByTestId(id).waitFor();
    }
    await page.getByTestId('contest-notices').waitFor();
    await screenshot(page, 'competition-mainmatch-dashboard');

    await page.goto('/UserCenter/UserInfo');
    await page.getByRole('button', { name: '更换头像' }).waitFor();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('头像已更新').waitFor();
    await page.getByTestId('my-avatar').locator('img[src^="blob:"]').waitFor();

    // Logout from the competition header (spec §4): the landing page, not 请先登录 on /mainmatch.
    await page.goto('/mainmatch');
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL('**/index');
    await page.getByTestId('login-panel').waitFor();
    expect(await page.getByText('请先登录').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student cannot open the management center', async () => {
    const { page, context } = await openPage(browser);
    await signInToCompetition(page, student.account, student.password);
    await page.goto('/ManageCenter/RaceManage?current=1');
    await page.waitForURL('**/mainmatch');
    expect(await page.locator('[data-page="RaceManageForm"]').count()).toBe(0);
    await context.close();
  });

  it('switching to a forex contest lands on its ticket; raceSummarize shows real figures after a forex trade', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await signInToCompetition(page, student.account, student.password);
    await switchTo(page, '外汇模拟交易大赛');
    // A one-market contest lands on its trading page (issue 28 item 6), not on a report.
    await page.waitForURL('**/ForeignExchange/ForeignExchange');
    await page.getByTestId('fx-ticket').waitFor();
    // The menu of the forex contest is in place (it is rebuilt when the contest's flags arrive):
    // 外汇 is its selected entry.
    const menu = page.locator('.cmp-left-menu');
    await menu.locator('.ant-menu-item-selected', { hasText: '外汇' }).waitFor();
    expect(await menu.getByText('资金管理').count()).toBe(0);
    await menu.getByText('个人赛况').click();
    await page.waitForURL('**/ExchangeMonitor/raceSummarize');
    await page.locator('[data-page="raceSummarize"]').waitFor();

    // The forex figures as the page shows them before the trade.
    await page.getByTestId('fx-overview').locator('.ant-statistic').first().waitFor();
    const myTrades = await figureOf(page, 'fx-my-trades');
    const allTrades = await figureOf(page, 'fx-trades');
    expect(await figureOf(page, 'fx-participants')).toBeGreaterThan(0);

    // One market buy of 1000 USD by this student (the /ForeignExchange ticket has its own e2e);
    // the page reads its figures again on the fill's push: wait for the fill to show.
    const token = await tokenOf(student);
    await forexOrder(token, { security: 'USDCNH', side: 1, orderQty: 1000, bizAction: 1 });
    await waitFigureAbove(page, 'fx-my-trades', myTrades);
    expect(await figureOf(page, 'fx-trades')).toBeGreaterThan(allTrades);
    expect(await figureOf(page, 'fx-my-turnover')).toBeGreaterThan(0);
    const myPairs = page.getByTestId('fx-my-pairs');
    const mine = myPairs.locator('tr.ant-table-row', { hasText: 'USDCNH' });
    await mine.waitFor();
    // 成交笔数 counts the fill; 成交额 is about 1000 × 7.2 CNY or more.
    expect(await cellOf(myPairs, mine, '成交笔数')).toBeGreaterThan(0);
    expect(await cellOf(myPairs, mine, '成交额（元）')).toBeGreaterThan(6000);
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'competition-forex-summary');

    // 分组分析: by currency pair and by day, also at 1920 px.
    await page.setViewportSize({ width: 1920, height: 1000 });
    await menu.getByText('分组分析').click();
    await page.waitForURL('**/ExchangeMonitor/GroupAnalysisFE');
    const pairs = page.getByTestId('fx-pairs');
    const pair = pairs.locator('tr.ant-table-row', { hasText: 'USDCNH' });
    await pair.waitFor();
    expect(await cellOf(pairs, pair, '成交笔数')).toBeGreaterThan(0);
    await page
      .getByTestId('fx-balances-all')
      .locator('tr.ant-table-row', { hasText: 'USD' })
      .waitFor();
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'competition-forex-by-currency');
    await page.getByRole('tab', { name: '按日' }).click();
    const days = page.getByTestId('fx-by-day');
    await days.locator('tr.ant-table-row').first().waitFor();
    // The day of the trade (today, 交易中, unless the market has rolled on since) counts it.
    const perDay = await Promise.all(
      (await days.locator('tr.ant-table-row').all()).map((row) => cellOf(days, row, '成交笔数')),
    );
    expect(Math.max(...perDay)).toBeGreaterThan(0);
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'competition-forex-group-analysis');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('an admin imports students from Excel with a live progress bar and the error file', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInToCompetition(page, admin.account, admin.password);
    await page.goto('/ManageCenter/UserManage');
    await page.getByRole('tab', { name: '批量导入' }).click();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('学生');
    sheet.addRow(['用户名', '真实姓名', '密码', '手机号', '专业', '学校简称', '班级']);
    // Into a class of its own (the import makes it): the demo class keeps its students.
    sheet.addRow([
      `e2e_${stamp(6)}`,
      '导入学生',
      'Abc12345',
      '',
      '金融',
      'DEMO',
      `导入班${stamp(6)}`,
    ]);
    sheet.addRow(['ab', '名字太短', 'Abc12345', '', '', '', '']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    await page.locator('input[type="file"]').setInputFiles({
      name: '学生.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await page.getByText('已成功导入1条，失败1条').waitFor();
    await page.getByRole('button', { name: '下载失败记录' }).waitFor();
    await screenshot(page, 'competition-user-import');
    await page.getByRole('tab', { name: '用户列表' }).click();
    await page.getByPlaceholder('用户名/姓名/手机号').fill('导入学生');
    await page.getByPlaceholder('用户名/姓名/手机号').press('Enter');
    const imported = page.locator('.ant-table-row', { hasText: '导入学生' });
    await imported.waitFor();
    // Deleting answers over the hub (DeleteProgress): 删除完成, and the row is gone.
    await imported.getByRole('button', { name: '删除' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.getByText('删除完成').waitFor();
    await imported.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
