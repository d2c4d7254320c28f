import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './support/browser';
import { loginToContest } from './support/contest-login';
import { type Account, newStudent } from './support/fixtures';
import { awayFromDayEnd, stepUntil } from './support/market-control';
import { layoutDefects, moneyOf } from './support/page-figures';

// A fresh student of the default forex contest 658 (1 000 000 CNY and 100 000 USD) buys 1000 USD
// with CNY in /ForeignExchange: the USD balance grows by 1000, the CNY balance falls, the holding
// and the total assets show it; then sells the 1000 USD back. No exact prices are assumed: the
// market moves, so the checks are on quantities and directions.
let browser: Browser;
let student: Account;
beforeAll(async () => {
  // Orders placed now fill before the day's rollover (a file before this one may end near 15:00).
  await awayFromDayEnd();
  [browser, student] = await Promise.all([launchBrowser(), newStudent('fx')]);
});
afterAll(async () => {
  await browser.close();
});

const num = (s: string | null) => Number((s ?? '').replace(/[^\d.-]/g, ''));

/** A balance cell (余额) of the currency row in the balances table. */
async function balance(page: Page, currency: string): Promise<number> {
  const row = page.getByTestId('fx-balances').locator('tbody tr', { hasText: currency }).first();
  await row.waitFor();
  return num(await row.locator('td').nth(1).textContent());
}

/**
 * Waits until the balance of `currency` is inside [min, max] (the account re-reads every 5 s),
 * stepping the market meanwhile: a market order fills at once or on the next step.
 */
async function waitBalance(page: Page, currency: string, min: number, max: number) {
  await stepUntil((timeout) =>
    page.waitForFunction(
      ([ccy, lo, hi]) => {
        const rows = [...document.querySelectorAll('[data-testid="fx-balances"] tbody tr')];
        const row = rows.find((r) => r.querySelector('td')?.textContent === ccy);
        const text = row?.querySelectorAll('td')[1]?.textContent ?? '';
        const v = Number(text.replace(/[^\d.-]/g, ''));
        return text !== '' && v >= lo && v <= hi;
      },
      [currency, min, max] as const,
      { timeout },
    ),
  );
}

describe('forex spot trading in the browser', () => {
  jest.setTimeout(60_000);

  it('buys 1000 USD with CNY, sees both balances and the total assets move, sells it back', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    // The forex desk trades in the contest the student is in (issue 28): enter contest 658 first.
    await loginToContest(page, student, '外汇模拟交易大赛');
    await page.goto('/ForeignExchange/ForeignExchange');
    const ticket = page.getByTestId('fx-ticket');
    await ticket.getByText('USDCNH').waitFor();
    await page.getByTestId('fx-balances').locator('tbody tr', { hasText: 'USD' }).waitFor();
    const usd = await balance(page, 'USD');
    const cny = await balance(page, 'CNY');
    const total = await moneyOf(page, 'fx-total');
    expect(usd).toBeGreaterThanOrEqual(1000);
    expect(total).toBeGreaterThan(cny);

    // Market buy of one lot (1000 USD) at the ask.
    await ticket.getByRole('button', { name: /^买\s?入$/ }).click();
    await ticket.getByText('委托已提交').waitFor();
    await waitBalance(page, 'USD', usd + 1000, usd + 1000);
    await waitBalance(page, 'CNY', 0, cny - 6000);
    const spent = cny - (await balance(page, 'CNY'));
    // 1000 USD cost roughly 1000 × USDCNH (about 7.2 CNY) plus a small commission.
    expect(spent).toBeGreaterThan(6000);
    expect(spent).toBeLessThan(9000);
    await page.getByRole('tab', { name: '当日成交' }).click();
    await page.getByTestId('fx-fills').locator('tbody tr', { hasText: 'USDCNH' }).first().waitFor();
    await page.getByRole('tab', { name: '持仓' }).click();
    await page.getByTestId('fx-positions').getByText('USDCNH').waitFor();
    // Total assets stay about the same: CNY became USD, less the spread and the commission.
    const after = await moneyOf(page, 'fx-total');
    expect(Math.abs(after - total)).toBeLessThan(total * 0.01);
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'forex-1280');

    // Sell the 1000 USD back at the bid: the ticket says which side is picked (data-side), and
    // the order button is clicked once it reads 卖出.
    await ticket.getByText('卖出USD').click();
    await page.locator('[data-testid="fx-ticket"][data-side="sell"][data-busy="false"]').waitFor();
    await ticket
      .getByTestId('fx-submit')
      .filter({ hasText: /^卖\s?出$/ })
      .click();
    await ticket.getByText('委托已提交').waitFor();
    await page.getByRole('tab', { name: '币种账户' }).click();
    await waitBalance(page, 'USD', usd, usd);
    await waitBalance(page, 'CNY', cny - 200, cny + 200);

    // A pair's detail is the standalone forex-detail app (its own e2e: forex-detail.e2e.test.ts).
    await page.goto('/ForeignExchange/forexDetail?symbol=EURUSD');
    await page.waitForURL('**/forex-detail/?symbol=EURUSD');
    // The pair's name comes with its first quote, pushed on the next market step (stepped now)
    // once the app's quote socket is up.
    await page.getByTestId('fxd-socket').getByText('行情已连接（主站点）').waitFor();
    const heading = page.getByRole('heading', { name: '欧元美元 EURUSD' });
    await stepUntil((timeout) => heading.waitFor({ timeout }));
    expect(errors).toEqual([]);
    await context.close();
  });
});
