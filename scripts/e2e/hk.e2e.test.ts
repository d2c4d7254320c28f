import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { layoutDefects, moneyOf, waitMoney } from './support/page-figures';

// A student of the default comprehensive contest (139, connect trading allowed) buys one board lot
// of 腾讯控股 00700 in 沪深港通: the CNY funds fall by the amount × the ask reference rate + fees.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const num = (s: string | null) => Number((s ?? '').replace(/[^\d.-]/g, ''));

describe('HK connect trading in the browser', () => {
  jest.setTimeout(300_000);

  it('buys one board lot of 00700 and pays amount × reference rate + fees in CNY', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page);
    await page.goto('/HKStock/index');
    const ticket = page.getByTestId('hk-ticket');
    await ticket.getByText('00700').waitFor();
    await page.getByTestId('hk-rate').filter({ hasText: /\d/ }).waitFor();
    const rate = num(await page.getByTestId('hk-rate').textContent());
    expect(rate).toBeGreaterThan(0.5);
    const qty = ticket.getByLabel('数量');
    expect(Number(await qty.inputValue())).toBe(100);
    const price = ticket.getByLabel('价格');
    const ask = Number(await price.inputValue());
    // A first order far below the market opens the contest account; cancelled, it costs nothing.
    await price.fill(String(Math.round(ask * 0.8 * 5) / 5));
    await ticket.getByRole('button', { name: '买入', exact: true }).click();
    await page.getByRole('tab', { name: '当日委托' }).click();
    await page.getByRole('button', { name: '撤单' }).first().click();
    await page.getByText('已撤').first().waitFor();
    await page.reload();
    await ticket.getByText('00700').waitFor();
    await page.getByTestId('hk-rate').filter({ hasText: /\d/ }).waitFor();
    const before = await moneyOf(page, 'hk-available');
    // Four ticks above the ask so the order fills on the next market step.
    await price.fill(String(Math.round((ask + 0.8) * 10) / 10));
    await ticket.getByRole('button', { name: '买入', exact: true }).click();
    await waitMoney(page, 'hk-available', before, false);
    await page.getByRole('tab', { name: '当日成交' }).click();
    const fill = page.getByTestId('hk-fills').locator('tbody tr', { hasText: '00700' }).first();
    await fill.waitFor({ timeout: 120_000 });
    const cells = await fill.locator('td').allTextContents();
    const [fillPrice = NaN, filled, amount = NaN, fees = NaN] = [4, 5, 6, 7].map((i) =>
      num(cells[i] ?? null),
    );
    expect(filled).toBe(100);
    expect(amount).toBeCloseTo(Math.round(fillPrice * 100 * rate * 100) / 100, 2);
    expect(fees).toBeGreaterThan(0);
    await page.waitForFunction(
      ([want]) =>
        Number(
          (document.querySelector('[data-testid="hk-available"]')?.textContent ?? '').replace(
            /,/g,
            '',
          ),
        ) === want,
      [Math.round((before - amount - fees) * 100) / 100] as const,
    );
    await page.getByRole('tab', { name: '持仓' }).click();
    await page.getByTestId('hk-positions').getByText('腾讯控股').waitFor();
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'hk-stock-1280');
    expect(errors).toEqual([]);
    await context.close();
  });
});
