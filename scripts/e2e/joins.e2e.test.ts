import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './support/browser';
import { type Account, newStudent, newTeacher } from './support/fixtures';

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
async function signInAs(page: Page, user: Account): Promise<void> {
  await page.goto('/index');
  await page.getByTestId('login-panel').waitFor();
  await page.getByPlaceholder('用户名/手机号').fill(user.account);
  await page.getByPlaceholder('密码', { exact: true }).fill(user.password);
  await page.locator('#account-login button[type="submit"]').click();
  await page.waitForURL(/\/(mainmatch|TrainTeach)(\?|$)/);
}

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
      const back = page.getByTestId('area-switch');
      await back.waitFor();
      expect(await back.innerText()).toContain('实训教学');
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
    expect(errors).toEqual([]);
    await context.close();
  });
});
