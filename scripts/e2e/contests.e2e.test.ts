import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, pickOption, screenshot, signIn } from './support/browser';
import { loginToContest } from './support/contest-login';
import {
  type Account,
  type ContestRef,
  joinContest,
  newAdmin,
  newContest,
  newStudent,
} from './support/fixtures';
import { AT_ONCE_MS } from './support/market-control';
import { MARKET_SECTION_TITLES } from '../../shared-kit/src/domain/portal';

// Issue 28: a contest means what it says. The 创建比赛 form follows the chosen type's markets and
// starts at the next trading open; a market the contest lacks offers no ticket; the rules card
// names each currency's initial funds once.
let browser: Browser;
let admin: Account;
let student: Account;
let stockOnly: ContestRef;
beforeAll(async () => {
  [browser, admin, student, stockOnly] = await Promise.all([
    launchBrowser(),
    newAdmin('c28adm'),
    newStudent('c28stu'),
    newContest({ type: 1, markets: [101], initialHKD: 500_000 }),
  ]);
  await joinContest(student, stockOnly);
});
afterAll(async () => {
  await browser.close();
});

/** The order buttons of every market's ticket (买入, 卖出, 买开仓, 卖平今 …; antd spaces two characters). */
const ORDER_BUTTON = /^(买\s?入|卖\s?出|[买卖][开平]|融资买入|融券卖出)/;

/** Whether the breed tree shows `name` ticked. */
async function ticked(page: Page, name: string): Promise<boolean> {
  const node = page.locator('.ant-tree-treenode', {
    has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${name}$`) }),
  });
  await node.first().waitFor();
  return (await node.first().locator('.ant-tree-checkbox-checked').count()) > 0;
}

describe('a contest means what it says', () => {
  jest.setTimeout(60_000);

  it('创建比赛: choosing 商品期货赛 sets its markets; the start is the next trading open', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page, admin.account, admin.password);
    await page.goto('/ManageCenter/RaceManage?current=1');
    await page.locator('[data-page="RaceManageForm"]').waitFor();
    // The start is 09:30 in Shanghai (the next trading day's open), not the minute the form
    // opened. The picker shows the browser's wall clock: read it back as a local time.
    const shanghaiMinute = () =>
      page.evaluate(() => {
        const input = document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')[2];
        const d = new Date((input?.value ?? '').replace(' ', 'T'));
        return Number.isNaN(d.getTime())
          ? -1
          : (d.getUTCHours() * 60 + d.getUTCMinutes() + 8 * 60) % (24 * 60);
      });
    await page.waitForFunction(
      () => {
        const input = document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')[2];
        const d = new Date((input?.value ?? '').replace(' ', 'T'));
        return (d.getUTCHours() * 60 + d.getUTCMinutes() + 8 * 60) % (24 * 60) === 9 * 60 + 30;
      },
      undefined,
      { timeout: AT_ONCE_MS },
    );
    expect(await shanghaiMinute()).toBe(9 * 60 + 30);
    await pickOption(
      page,
      () => page.getByLabel('比赛类型').click(),
      '商品期货赛',
      page
        .locator('.ant-select', { has: page.getByLabel('比赛类型') })
        .locator('.ant-select-content-has-value', { hasText: '商品期货赛' }),
    );
    await page.getByRole('tab', { name: '交易品种' }).click();
    await page
      .locator('.ant-tree-treenode', { hasText: '商品期货' })
      .locator('.ant-tree-checkbox-checked')
      .first()
      .waitFor({ timeout: AT_ONCE_MS });
    expect(await ticked(page, '商品期货')).toBe(true);
    expect(await ticked(page, '商品期权')).toBe(true);
    expect(await ticked(page, 'A股')).toBe(false);
    expect(await ticked(page, '金融期货')).toBe(false);
    await screenshot(page, 'contests-create-futures');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in a stock-only contest /futures/index says so and offers no ticket; A-shares trade', async () => {
    const { page, context, errors } = await openPage(browser);
    await loginToContest(page, student, stockOnly.matchName);
    await page.goto('/futures/index');
    const notice = page.getByTestId('section-not-in-contest');
    await notice.getByText('当前比赛不含商品期货').waitFor();
    expect(await notice.textContent()).toContain(stockOnly.matchName);
    expect(await page.getByRole('button', { name: ORDER_BUTTON }).count()).toBe(0);
    // The menu offers only the contest's markets.
    const menu = page.locator('.cmp-left-menu');
    expect(await menu.getByText('商品期货').count()).toBe(0);
    await screenshot(page, 'contests-futures-not-in-contest');
    // Every other market section the contest lacks says so too, with no order button (moved to
    // inside the page, as the menu would: one load of the portal, not ten).
    for (const [id, title] of Object.entries(MARKET_SECTION_TITLES)) {
      if (id === 'SHSZMarkets' || id === 'futures') continue;
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/${id}/index`);
      await notice.getByText(`当前比赛不含${title}`).waitFor();
      expect(await page.getByRole('button', { name: ORDER_BUTTON }).count()).toBe(0);
    }
    await page.goto('/SHSZMarkets/index');
    await page.locator('[data-section="SHSZMarkets"]').waitFor();
    expect(await page.getByTestId('section-not-in-contest').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the rules card names the initial funds of each currency once', async () => {
    const { page, context, errors } = await openPage(browser);
    await loginToContest(page, student, stockOnly.matchName);
    await page.goto('/mainmatch');
    const rules = page.getByTestId('contest-rules');
    await rules.getByText('初始资金(人民币)').waitFor();
    await rules.getByText('初始资金(港币)').waitFor();
    const labels = await rules.locator('.ant-descriptions-item-label').allTextContents();
    expect(labels.filter((l) => l === '初始资金')).toEqual([]);
    expect(new Set(labels).size).toBe(labels.length);
    expect(errors).toEqual([]);
    await context.close();
  });
});
