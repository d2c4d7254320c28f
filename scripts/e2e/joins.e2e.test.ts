import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, pickOption, screenshot, signIn } from './support/browser';
import { type Account, api, newStudent, newTeacher, stamp } from './support/fixtures';
import { newTeachingClass } from './support/teaching';

// Issue 33: the joins a teacher and a student walk through — the way between the competition
// side and the training area, and training pages that open at their top with the menu in view.
// Screenshots at 1280 and 1920 are kept under .e2e-artifacts/screenshots.

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

let browser: Browser;
let teacher: Account;
let student: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  [teacher, student] = await Promise.all([newTeacher('join'), newStudent('join')]);
});
afterAll(async () => {
  await browser.close();
});

/** Signs in through the real login form; returns once the page left /index. */
const signInAs = (page: Page, user: Account) => signIn(page, user.account, user.password);

describe('the switch between 仿真竞赛 and 实训教学 (item 1)', () => {
  jest.setTimeout(60_000);

  it.each(WIDTHS)(
    'lands a teacher in training, switches both ways and keeps the choice ($width px)',
    async (viewport) => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signInAs(page, teacher);
      expect(new URL(page.url()).pathname).toBe('/TrainTeach');
      await page.getByTestId('training-menu').waitFor();
      await screenshot(page, `joins-teacher-lands-training-${viewport.width}`);

      await page.getByTestId('area-switch').click();
      await page.waitForURL('**/mainmatch');
      // The switch now leads back to training (it re-renders just after the URL changed).
      await page.getByTestId('area-switch').filter({ hasText: '实训教学' }).waitFor();
      await screenshot(page, `joins-competition-switch-${viewport.width}`);

      // A new sign-in in the same browser lands where the teacher chose last.
      const again = await context.newPage();
      await signInAs(again, teacher);
      expect(new URL(again.url()).pathname).toBe('/mainmatch');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('lands a student on the competition side with the way into 实训教学', async () => {
    const { page, context, errors } = await openPage(browser, WIDTHS[0]);
    await signInAs(page, student);
    expect(new URL(page.url()).pathname).toBe('/mainmatch');
    await page.getByTestId('area-switch').click();
    await page.waitForURL('**/TrainTeach');
    await page.getByTestId('training-menu').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('training pages open at their top with the menu in view (item 2)', () => {
  jest.setTimeout(60_000);

  it.each(WIDTHS)('opens 成绩统计 at the top ($width px)', async (viewport) => {
    const { page, context, errors } = await openPage(browser, viewport);
    await signInAs(page, teacher);
    const menu = page.getByTestId('training-menu');
    await menu.waitFor();
    const sider = page.locator('.trn-sider');
    // The menu fits the window below the header and scrolls on its own.
    const box = async () => sider.evaluate((el) => el.getBoundingClientRect());
    expect((await box()).bottom).toBeLessThanOrEqual(viewport.height);
    // Scrolled down the page, the side menu is still on screen.
    await page.evaluate(() => window.scrollTo(0, 600));
    expect((await box()).top).toBeGreaterThanOrEqual(0);
    await menu.getByText('成绩统计').click();
    await page.waitForURL('**/TrainAchieveManage');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect((await box()).top).toBeGreaterThanOrEqual(0);
    await screenshot(page, `joins-training-achievements-${viewport.width}`);

    // Item 10: collapsed, the help box covers no column of the table.
    const help = page.getByTestId('help-box');
    await help.getByRole('button', { name: '收起帮助' }).click();
    await help.and(page.locator('[data-collapsed="true"]')).waitFor();
    const helpBox = await help.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    for (const th of await page.locator('.ant-table-thead th').all()) {
      const r = await th.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      const overlaps =
        helpBox.left < r.right &&
        helpBox.right > r.left &&
        helpBox.top < r.bottom &&
        helpBox.bottom > r.top;
      expect(overlaps ? await th.innerText() : '').toBe('');
    }
    await screenshot(page, `joins-help-collapsed-${viewport.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('training mode is unmistakable on the market page (item 6)', () => {
  jest.setTimeout(90_000);
  const title = `E2E模式实训${stamp()}`;
  let trainee: Account;
  beforeAll(async () => {
    const made0 = await newTeachingClass('joinb', teacher);
    trainee = made0.student;
    const { klass, teacherToken: token } = made0;
    const made = await api<{ tpInfoID: number }>('/VETrain/TPInfo/AddTPInfo', {
      token,
      body: { tpTypeID: 1, trainTitle: title, description: '买入一只股票' },
    });
    await api('/VETrain/TPInfo/AssignTPInfo', {
      token,
      body: { tpInfoID: made.tpInfoID, classIDs: [klass.classID] },
    });
  });

  it.each(WIDTHS)('shows the banner with the project and 结束 ($width px)', async (viewport) => {
    const { page, context, errors } = await openPage(browser, viewport);
    await signInAs(page, trainee);
    await page.goto('/main');
    await page.waitForURL('**/TrainTeach');
    const project = page.getByTestId('training-header-toggle').locator('.ant-select');
    await pickOption(
      page,
      () => project.click(),
      title,
      project.locator('.ant-select-content-has-value', { hasText: title }),
    );
    await page.getByTestId('training-toggle').click();
    await page.waitForURL('**/SHSZMarkets/index');
    const banner = page.getByTestId('training-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(`实训项目：${title}`);
    expect(await banner.innerText()).toContain('实训模式');
    await page.locator('[data-section="SHSZMarkets"]').waitFor();
    // The page starts below the banner: the banner covers none of it.
    const bottom = await banner.evaluate((el) => el.getBoundingClientRect().bottom);
    const first = await page
      .locator('[data-area^="remote_competition"]')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(first).toBeGreaterThanOrEqual(bottom - 1);
    await screenshot(page, `joins-training-banner-${viewport.width}`);
    await banner.getByTestId('training-banner-end').click();
    await banner.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
