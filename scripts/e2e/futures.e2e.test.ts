import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, screenshot, signIn } from './support/browser';
import { type Account, newStudent } from './support/fixtures';
import { awayFromDayEnd, stepUntil } from './support/market-control';

// A fresh student of the default comprehensive contest (139) trades futures: an IF long in 金融期货
// (margin frozen, marked to market at the day's settlement, closed with the P&L booked) and a
// copper 平今 in 商品期货 at the close-today fee.
/**
 * Orders are priced at the day's limit (买 at 涨停, 卖 at 跌停): such a limit crosses every level of
 * the opposite side, so it fills at the book's own prices at once or at the next market step
 * whatever the price did meanwhile. A price read off the book (e.g. 买五/卖五) could be left behind
 * by the market before the order arrives and then wait for a move that may never come — the cause
 * of the old flaky 平今 close. The market is stepped until the page shows the fill
 * (support/market-control.ts `stepUntil`), never waited for.
 */
const filled = (row: Locator) => stepUntil((timeout) => row.waitFor({ timeout }));

let browser: Browser;
let student: Account;
beforeAll(async () => {
  [browser, student] = await Promise.all([launchBrowser(), newStudent('fut')]);
});
afterAll(async () => {
  await browser.close();
});

const login = (page: Page) => signIn(page, student.account, student.password);

/** A money figure of the capital line. */
async function money(page: Page, testId: string): Promise<number> {
  await page.waitForFunction(
    (id) => /\d/.test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
    testId,
  );
  return Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/,/g, ''));
}

/**
 * Sets the ticket's price to the day's limit on the side that always crosses: 涨停 for a buy,
 * 跌停 for a sell (read from the quote line: "涨停 X 跌停 Y").
 */
async function marketablePrice(page: Page, side: 'buy' | 'sell'): Promise<number> {
  const text = await page.getByTestId('futures-quote').textContent();
  const m = /涨停 ([\d.]+) 跌停 ([\d.]+)/.exec(text ?? '');
  if (!m) throw new Error(`no limits in the quote line: ${text}`);
  const price = Number(side === 'buy' ? m[1] : m[2]);
  const input = page.locator(
    'input[data-testid="ticket-price"], [data-testid="ticket-price"] input',
  );
  await input.first().fill(String(price));
  await input.first().blur();
  await page.waitForFunction(
    (p) =>
      Number(
        (
          document.querySelector<HTMLInputElement>(
            'input[data-testid="ticket-price"], [data-testid="ticket-price"] input',
          )?.value ?? ''
        ).replace(/,/g, ''),
      ) === p,
    price,
  );
  return price;
}

async function choose(page: Page, group: 'ticket-effect' | 'ticket-side', label: string) {
  await page.getByTestId(group).getByText(label, { exact: true }).click();
}

/** Labels never wrap and the page never scrolls sideways. */
async function layoutDefects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>(
        '.ant-tabs-tab-btn, .ant-btn, .ant-radio-button-wrapper, nav a',
      ),
    )) {
      const r = el.getBoundingClientRect();
      if (!r.width) continue;
      const lh = parseFloat(getComputedStyle(el).lineHeight) || 22;
      if (el.scrollHeight > lh * 1.8 && (el.textContent ?? '').trim())
        out.push(`wraps: ${el.textContent}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      out.push(`scrolls sideways: ${document.documentElement.scrollWidth}`);
    return out;
  });
}

describe('futures trading in the browser', () => {
  jest.setTimeout(120_000);

  it('opens an IF long (margin frozen), marks it at the settlement, closes it (margin released, P&L booked)', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await login(page);
    await page.goto('/financeFutures/index');
    await page.locator('[data-section="financeFutures"]').waitFor();
    await page.getByTestId('futures-ticket').waitFor();
    expect(await page.getByTestId('futures-quote').textContent()).toContain('IF');
    await page.waitForFunction(() =>
      /\d/.test(document.querySelector('[data-testid="ticket-max"]')?.textContent ?? ''),
    );
    const marginBefore = await money(page, 'cap-margin');
    await choose(page, 'ticket-effect', '开仓');
    await choose(page, 'ticket-side', '买');
    await marketablePrice(page, 'buy');
    await page.getByTestId('ticket-submit').click();
    await page.getByText('委托已提交').waitFor();
    const long = page.getByTestId('futures-holdings').locator('.ant-table-row', { hasText: '多' });
    await filled(long);
    await page.waitForFunction(
      (before) =>
        Number(
          (document.querySelector('[data-testid="cap-margin"]')?.textContent ?? '').replace(
            /,/g,
            '',
          ),
        ) > before,
      marginBefore,
    );
    // One lot filled at the book's ask (not at the 涨停 limit): margin 12 % of the fill × 300.
    const avg = Number(((await long.locator('td').nth(6).textContent()) ?? '').replace(/,/g, ''));
    const margin = (await money(page, 'cap-margin')) - marginBefore;
    expect(margin).toBeCloseTo(avg * 300 * 0.12, 1);
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'futures-if-long-1280');

    // The day ends: the holding is marked to the settlement price in the statement (结算单).
    const settled = await page.request.post(`${baseUrl()}/test/futures/settle-today`, { data: {} });
    expect(settled.ok()).toBe(true);
    await page.getByRole('tab', { name: '结算单' }).click();
    const mark = page
      .getByTestId('statement-settlements')
      .locator('.ant-table-row', { hasText: '盯市结算' });
    await mark.first().waitFor();
    expect(await mark.first().textContent()).toContain('IF');
    await screenshot(page, 'futures-statement');

    // Close it: 平仓 from the holding, sold at the fifth bid; the margin comes back.
    await page.getByRole('tab', { name: '持仓' }).click();
    await long.getByRole('button', { name: '平仓' }).click();
    await page.getByTestId('ticket-submit').filter({ hasText: '卖平仓' }).waitFor();
    await marketablePrice(page, 'sell');
    await page.getByTestId('ticket-submit').filter({ hasText: '卖平仓' }).click();
    await page.getByRole('tab', { name: '当日成交' }).click();
    const closed = page.getByTestId('futures-fills').locator('.ant-table-row', { hasText: '平仓' });
    await filled(closed.first());
    await page.waitForFunction(
      (before) =>
        Number(
          (document.querySelector('[data-testid="cap-margin"]')?.textContent ?? '').replace(
            /,/g,
            '',
          ),
        ) <=
        before + 0.005,
      marginBefore,
    );
    // The fill row carries the realised P&L of the close (a number, maybe 0.00).
    expect(await closed.first().textContent()).toMatch(/-?[\d,]+\.\d\d$/);
    await screenshot(page, 'futures-if-closed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes copper today on SHFE at the close-today fee (0.01 % of the value)', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1920, height: 1080 });
    await login(page);
    const res = await page.request.post(
      `${baseUrl()}/VERace/FuturesQuery/GetFuturesSecurityCurInfo`,
      {
        data: { kind: 'commodity', product: 'cu' },
      },
    );
    const cu = ((await res.json()).data as Array<{ symbol: string; isMain: boolean }>).find(
      (c) => c.isMain,
    );
    expect(cu).toBeDefined();
    await page.goto(`/futures/index?code=${cu?.symbol}`);
    await page.locator('[data-section="futures"]').waitFor();
    await page
      .getByTestId('futures-quote')
      .getByText(cu?.symbol ?? '')
      .waitFor();
    // A day roll between the open and the close would turn today's lots into yesterday's (平今
    // then has nothing to close): late in the day the clock moves to the next open first.
    await awayFromDayEnd();
    await choose(page, 'ticket-effect', '开仓');
    await choose(page, 'ticket-side', '买');
    await marketablePrice(page, 'buy');
    await page.getByTestId('ticket-submit').click();
    const long = page
      .getByTestId('futures-holdings')
      .locator('.ant-table-row', { hasText: cu?.symbol ?? '' });
    await filled(long);
    await choose(page, 'ticket-effect', '平今');
    await choose(page, 'ticket-side', '卖');
    const sell = await marketablePrice(page, 'sell');
    await page.getByTestId('ticket-submit').filter({ hasText: '卖平今' }).click();
    await page.getByRole('tab', { name: '当日成交' }).click();
    const row = page
      .getByTestId('futures-fills')
      .locator('.ant-table-row', { hasText: '平今' })
      .first();
    await filled(row);
    const cells = (await row.locator('td').allTextContents()).map((t) => t.replace(/,/g, ''));
    // 时间 合约 类型 买卖 开平 成交价 手数 成交额 手续费 平仓盈亏
    const [fillPrice, lots, , fee] = cells.slice(5, 9).map(Number);
    expect(lots).toBe(1);
    expect(fillPrice).toBeGreaterThanOrEqual(sell);
    expect(fee).toBeCloseTo(Math.round((fillPrice as number) * 5 * 0.0001 * 100) / 100, 2);
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'futures-cu-close-today-1920');
    await page.goto('/futures/tradingParam');
    await page.getByTestId('futures-trading-param').locator('.ant-table-row').first().waitFor();
    await page.goto('/futures/QueryCenter');
    await page.getByTestId('futures-query-center').getByText('客户权益').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
