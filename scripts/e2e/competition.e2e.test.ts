import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Signs in through the real login page; the portal lands on /mainmatch. */
async function login(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/index');
  await page.getByTestId('login-panel').waitFor();
  await page.getByPlaceholder('用户名/手机号').fill(account);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.locator('#account-login button[type="submit"]').click();
  await page.waitForURL('**/mainmatch');
  await page.locator('[data-area="remote_competition"]').waitFor();
}

/** Picks a contest in the header switcher; the 1 s loading mask follows. */
async function switchTo(page: Page, name: string): Promise<void> {
  await page.getByTestId('match-switcher').click();
  await page.getByRole('dialog', { name: '切换比赛' }).getByRole('button', { name }).click();
}

const CONTEST = `E2E综合赛${Date.now() % 100000}`;

describe('the competition area', () => {
  it('an admin creates, publishes and audits a contest in the management center', async () => {
    const { page, context, errors } = await openPage(browser);
    await login(page, 'sysadmin', 'Admin123');
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
    await login(page, 'student01', 'Student123');
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
    await page.locator('.ant-table-row', { hasText: 'student01' }).waitFor();
    await screenshot(page, 'competition-rank');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a student the main page dashboard, takes an avatar and logs out to /index', async () => {
    const { page, context, errors } = await openPage(browser);
    await login(page, 'student01', 'Student123');
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
    await login(page, 'student01', 'Student123');
    await page.goto('/ManageCenter/RaceManage?current=1');
    await page.waitForURL('**/mainmatch');
    expect(await page.locator('[data-page="RaceManageForm"]').count()).toBe(0);
    await context.close();
  });

  it('switching to a forex contest lands on raceSummarize with the forex menu', async () => {
    const { page, context, errors } = await openPage(browser);
    await login(page, 'student01', 'Student123');
    await switchTo(page, '外汇模拟交易大赛');
    await page.waitForURL('**/ExchangeMonitor/raceSummarize');
    await page.locator('[data-page="raceSummarize"]').waitFor();
    const menu = page.locator('.cmp-left-menu');
    await menu.getByText('个人赛况').waitFor();
    expect(await menu.getByText('资金管理').count()).toBe(0);
    await screenshot(page, 'competition-forex-summary');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin imports students from Excel with a live progress bar and the error file', async () => {
    const { page, context, errors } = await openPage(browser);
    await login(page, 'sysadmin', 'Admin123');
    await page.goto('/ManageCenter/UserManage');
    await page.getByRole('tab', { name: '批量导入' }).click();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('学生');
    sheet.addRow(['用户名', '真实姓名', '密码', '手机号', '专业', '学校简称', '班级']);
    sheet.addRow([
      `e2e_${Date.now() % 1000000}`,
      '导入学生',
      'Abc12345',
      '',
      '金融',
      'DEMO',
      '金融2301班',
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
