import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, pickOption, screenshot } from './support/browser';
import { loginToContest } from './support/contest-login';
import {
  type Account,
  type ContestRef,
  joinContest,
  newContest,
  newStudent,
} from './support/fixtures';
import { awayFromDayEnd, stepUntil } from './support/market-control';

// A fresh student of a fresh stock contest (as the seeded 校园模拟炒股大赛: A-shares, connects, BSE
// and 融资融券), both made at the file's start, trades A-shares in the SHSZMarkets section.
let browser: Browser;
let student: Account;
let contest: ContestRef;

beforeAll(async () => {
  // Orders placed now fill before the day's rollover (a file before this one may end near 15:00).
  await awayFromDayEnd();
  [browser, student, contest] = await Promise.all([
    launchBrowser(),
    newStudent('shsz'),
    newContest({ type: 1, markets: [1, 21, 22, 30, 2] }),
  ]);
  await joinContest(student, contest);
});
afterAll(async () => {
  await browser.close();
});

/** A fresh browser context on the portal under test, recording page errors. */
const openMarketPage = () => openPage(browser);

/**
 * Signs in through the real login page (the landing /index), waits for the competition shell and
 * makes the A-share contest current (the first listed contest may be another one, e.g. futures).
 */
async function login(page: Page): Promise<void> {
  await loginToContest(page, student, contest.matchName);
}

/** A money figure of the asset bar, once the account has loaded. */
async function money(page: Page, testId: string): Promise<number> {
  const cell = page.getByTestId(testId);
  await page.waitForFunction(
    (id) => /\d/.test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
    testId,
  );
  return Number(((await cell.textContent()) ?? '').replace(/,/g, ''));
}

async function openSecurityBySearch(page: Page, keyword: string, name: string): Promise<void> {
  // The section's own search (the competition header around it has the top-tab search too).
  const search = page.locator('[data-section="SHSZMarkets"]').getByLabel('证券搜索');
  await search.fill(keyword);
  await pickOption(
    page,
    () => search.fill(keyword),
    name,
    page.getByTestId('quote-header').getByText(name),
  );
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid="last-price"]')?.textContent ?? ''),
  );
}

async function setQuantity(page: Page, qty: number): Promise<void> {
  await page.getByLabel('委托数量').fill(String(qty));
}

/** Clicks 买入 and, unless the ticket refuses first, confirms in the 二次确认 dialog. */
async function buy(page: Page, confirm = true): Promise<void> {
  await page.locator('.sz-buy-button').click();
  if (!confirm) return;
  const dialog = page.getByRole('dialog', { name: '委托确认' });
  await dialog.waitFor();
  // Click once the dialog stopped zooming in: on a busy machine a click during the animation can
  // land beside the moving button.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.ant-modal')).some(
      (m) => (m.textContent ?? '').includes('委托确认') && !/ant-zoom/.test(m.className),
    ),
  );
  await dialog.getByRole('button', { name: '确认下单' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens (never toggles shut) the 模拟交易 group of the competition shell's left menu. */
/** Waits until the ticket shows the server's max buy volume. */
async function maxVolumeShown(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid="max-volume"]')?.textContent ?? ''),
  );
}

describe('SHSZMarkets trading in the browser', () => {
  jest.setTimeout(180_000);

  it('buys 贵州茅台 at market, cancels a limit order below the market and refuses an odd lot', async () => {
    const { page, context, errors } = await openMarketPage();
    // Quotes arrive over the real-time hub (TickQuotationInfo pushes for the subscribed code).
    const quotePushed = new Promise<void>((resolve) => {
      page.on('websocket', (ws) =>
        ws.on('framereceived', (frame) => {
          if (/"target":"TickQuotationInfo"/i.test(String(frame.payload))) resolve();
        }),
      );
    });
    await login(page);
    await page.goto('/SHSZMarkets/index');
    await page.locator('[data-section="SHSZMarkets"]').waitFor();
    const cashBefore = await money(page, 'asset-available');

    // Search by pinyin initials: gzmt finds 贵州茅台.
    await openSecurityBySearch(page, 'gzmt', '贵州茅台');
    expect(page.url()).toContain('code=600519.SSE');
    await quotePushed;
    await page.getByTestId('order-book').getByText('卖一').waitFor();
    await maxVolumeShown(page);
    await screenshot(page, 'markets-trading-page');

    // Market buy of 100 shares: the fill, the position and less cash.
    await page.getByText('市价委托').click();
    await setQuantity(page, 100);
    await buy(page);
    await page.getByText('委托已提交').waitFor();
    // 买入/卖出 switch: a fresh ticket (no quantity, no banner of the last order).
    const ticket = page.getByTestId('order-ticket');
    await ticket.getByRole('tab', { name: '卖出' }).click();
    expect(await page.getByLabel('委托数量').inputValue()).toBe('');
    expect(await page.getByText('委托已提交').count()).toBe(0);
    await ticket.getByRole('tab', { name: '买入' }).click();
    await page.getByRole('tab', { name: '当日委托' }).click();
    await page.getByTestId('orders-table').locator('tr', { hasText: '市价' }).waitFor();
    await screenshot(page, 'markets-market-order-sent');
    await page.getByRole('tab', { name: '当日成交' }).click();
    // A market order fills at once or on the next market step (stepped now, never waited for).
    const fill = page.getByTestId('fills-table').locator('tr', { hasText: '贵州茅台' }).first();
    await stepUntil((timeout) => fill.waitFor({ timeout }));
    await page.getByRole('tab', { name: '持仓' }).click();
    const holding = page.getByTestId('positions-table').locator('tr', { hasText: '贵州茅台' });
    await holding.waitFor();
    expect(await holding.textContent()).toContain('100');
    await page.waitForFunction(
      (before) =>
        Number(
          (document.querySelector('[data-testid="asset-available"]')?.textContent ?? '').replace(
            /,/g,
            '',
          ),
        ) < before,
      cashBefore,
    );
    const cashAfter = await money(page, 'asset-available');
    // 100 shares of a stock priced above 1000 CNY, plus fees.
    expect(cashBefore - cashAfter).toBeGreaterThan(100_000);
    await screenshot(page, 'markets-after-market-buy');

    // A limit order 5% below the market stays working until cancelled.
    await page.getByText('限价委托').click();
    const last = Number(await page.getByTestId('last-price').textContent());
    const below = (Math.floor(last * 0.95 * 100) / 100).toFixed(2);
    await page.getByLabel('委托价格').fill(below);
    await setQuantity(page, 100);
    await buy(page);
    await page.getByText('委托已提交').waitFor();
    await page.getByRole('tab', { name: '当日委托' }).click();
    const working = page
      .getByTestId('orders-table')
      .locator('tr', { hasText: below })
      .filter({ hasText: '已报' });
    await working.waitFor();
    await screenshot(page, 'markets-working-order');
    await working.getByRole('button', { name: '撤单' }).click();
    await page
      .getByTestId('orders-table')
      .locator('tr', { hasText: below })
      .filter({ hasText: '已撤' })
      .waitFor();

    // 150 shares of a main-board stock: the lot error, and no order is sent.
    const ordersBefore = await page.getByTestId('orders-table').locator('tbody tr').count();
    await setQuantity(page, 150);
    await buy(page, false);
    await page.getByText('委托数量非法：买入数量须为100股的整数倍').waitFor();
    await screenshot(page, 'markets-lot-error');
    expect(await page.getByTestId('orders-table').locator('tbody tr').count()).toBe(ordersBefore);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the fund, bond and bse pages, the query center, the market center and deep data', async () => {
    const { page, context, errors } = await openMarketPage();
    await login(page);
    for (const [path, name] of [
      ['/SHSZMarkets/Fund', 'fund'],
      ['/SHSZMarkets/Bond', 'bond'],
      ['/SHSZMarkets/bse', 'bse'],
    ] as const) {
      await page.goto(path);
      await page.waitForFunction(() =>
        /\d/.test(document.querySelector('[data-testid="last-price"]')?.textContent ?? ''),
      );
      await maxVolumeShown(page);
      await screenshot(page, `markets-${name}`);
    }
    await page.goto('/SHSZMarkets/Plate');
    await page.waitForURL('**/SHSZMarkets/index');

    await page.goto('/SHSZMarkets/QueryCenter');
    await page.getByTestId('query-center').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^导\s?出$/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await page.getByRole('tab', { name: '历史委托' }).click();
    await screenshot(page, 'markets-query-center');

    await page.goto('/SHSZMarkets/QuoteList');
    const firstRow = page.getByTestId('quote-list').locator('tbody tr.sz-clickable').first();
    await firstRow.waitFor();
    await screenshot(page, 'markets-quote-list');
    await firstRow.click();
    await page.waitForURL(/\/SHSZMarkets\/index\?code=/);

    await page.goto('/SHSZMarkets/F9?code=600519.SSE');
    await page.getByTestId('security-profile').getByText('贵州茅台').waitFor();
    await screenshot(page, 'markets-deep-data');
    expect(errors).toEqual([]);
    await context.close();
  });
});
