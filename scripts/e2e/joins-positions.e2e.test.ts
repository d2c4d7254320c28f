import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './support/browser';
import { loginToContest } from './support/contest-login';
import {
  type Account,
  type ContestRef,
  joinContest,
  newContest,
  newStudent,
} from './support/fixtures';
import { awayFromDayEnd, stepUntil } from './support/market-control';

// Issue 33 item 3: on /SHSZMarkets/index the header price moved while the position's 最新价,
// 市值 and 浮动盈亏 stayed until reload. The holding now follows the quote the page receives.

let browser: Browser;
let student: Account;
let contest: ContestRef;
beforeAll(async () => {
  // Orders placed now fill before the day's rollover (a file before this one may end near 15:00).
  await awayFromDayEnd();
  [browser, student, contest] = await Promise.all([
    launchBrowser(),
    newStudent('joinp'),
    newContest({ type: 1, markets: [1] }),
  ]);
  await joinContest(student, contest);
});
afterAll(async () => {
  await browser.close();
});

/** A number shown in a cell ("1,522.87" → 1522.87). */
const figure = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

/** The header's last price and the holding's 最新价 (the sixth column). */
async function prices(page: Page): Promise<{ header: number; held: number }> {
  return page.evaluate(() => {
    const read = (s: string | null | undefined) => Number((s ?? '').replace(/,/g, ''));
    const header = read(document.querySelector('[data-testid="last-price"]')?.textContent);
    const row = Array.from(
      document.querySelectorAll('[data-testid="positions-table"] tbody tr'),
    ).find((r) => (r.textContent ?? '').includes('贵州茅台'));
    const held = read(row?.querySelectorAll('td')[5]?.textContent);
    return { header, held };
  });
}

it('values the A-share holding at the live quote without a reload', async () => {
  jest.setTimeout(90_000);
  const { page, context, errors } = await openPage(browser, { width: 1280, height: 800 });
  await loginToContest(page, student, contest.matchName);
  await page.goto('/SHSZMarkets/index?code=600519.SSE');
  await page.getByTestId('order-book').getByText('卖一').waitFor();
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid="max-volume"]')?.textContent ?? ''),
  );
  await page.getByText('市价委托').click();
  await page.getByLabel('委托数量').fill('100');
  await page.locator('.sz-buy-button').click();
  const dialog = page.getByRole('dialog', { name: '委托确认' });
  await dialog.getByRole('button', { name: '确认下单' }).click();
  await page.getByText('委托已提交').waitFor();
  await page.getByRole('tab', { name: '持仓' }).click();
  const holding = page.getByTestId('positions-table').locator('tr', { hasText: '贵州茅台' });
  await stepUntil((timeout) => holding.waitFor({ timeout }));

  // The market moves on: the header follows the pushes, and so does the holding.
  const start = await prices(page);
  await stepUntil(async (timeout) => {
    await page.waitForFunction(
      (before) =>
        Number(
          (document.querySelector('[data-testid="last-price"]')?.textContent ?? '').replace(
            /,/g,
            '',
          ),
        ) !== before,
      start.header,
      { timeout },
    );
  });
  await page.waitForFunction(
    () => {
      const read = (s: string | null | undefined) => Number((s ?? '').replace(/,/g, ''));
      const header = read(document.querySelector('[data-testid="last-price"]')?.textContent);
      const row = Array.from(
        document.querySelectorAll('[data-testid="positions-table"] tbody tr'),
      ).find((r) => (r.textContent ?? '').includes('贵州茅台'));
      return header > 0 && read(row?.querySelectorAll('td')[5]?.textContent) === header;
    },
    undefined,
    { timeout: 8_000 },
  );
  const after = await prices(page);
  expect(after.held).toBe(after.header);
  expect(figure(String(after.header))).not.toBe(start.header);
  await screenshot(page, 'joins-positions-live-1280');
  expect(errors).toEqual([]);
  await context.close();
});
