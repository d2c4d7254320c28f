import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, pickOption, screenshot } from './support/browser';
import { loginToContest } from './support/contest-login';
import { type Account, newStudent, tokenOf } from './support/fixtures';
import { AT_ONCE_MS, awayFromDayEnd, stepMarket, stepUntil } from './support/market-control';
import { callStrikes, pickContract } from './support/option-chain';
import { layoutDefects, moneyOf, waitMoney } from './support/page-figures';

// A fresh student of the default contest (139): buys 510050 shares and locks them as cover (setup through
// the calls), sells a covered call (备兑开仓) in the ticket — a 备兑仓 holding without margin —
// and sees the cover used on CombDeclaration; then buys a 沪铜 call in 商品期权 and declares it
// for exercise on CashExercise (American: any trading day). Then it buys a call and sells the
// next strike's call, declares them a bull call spread and sees the margin fall.
/** An order across the book fills at once or on the next market step: stepped until the page shows it. */
const filled = (row: Locator) => stepUntil((timeout) => row.waitFor({ timeout }));

let browser: Browser;
let student: Account;
let token: string;
beforeAll(async () => {
  // Orders placed now fill before the day's rollover (a file before this one may end near 15:00).
  await awayFromDayEnd();
  [browser, student] = await Promise.all([launchBrowser(), newStudent('cover')]);
  token = await tokenOf(student);
});
afterAll(async () => {
  await browser.close();
});

type Envelope = { isOK: boolean; retCode: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(path: string, body: Record<string, unknown> = {}): Promise<Envelope> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

/**
 * Retries `attempt` until it answers true, stepping the market before each retry (each step is
 * matched when it answers): what waits for a fill never waits on the wall clock.
 */
async function until(attempt: () => Promise<boolean>, timeoutMs = AT_ONCE_MS) {
  const end = Date.now() + timeoutMs;
  while (!(await attempt())) {
    if (Date.now() > end) throw new Error('timed out');
    await stepMarket();
  }
}

/**
 * How far past the quote the tests' limit orders go: they fill at the book's prices whatever the
 * limit, and the market steps while they wait, so a premium that moved 10 % past a tight limit
 * (a leveraged option: a 0.3 % move of copper) left the order resting (CI flake). Both stay well
 * inside the contracts' daily limits.
 */
const MARKETABLE = { BUY: 1.5, SELL: 0.5 } as const;

const num = (s: string | null) => Number((s ?? '').replace(/,/g, ''));

/** Picks the at-the-money call (or `offset` strikes above it); answers its bid (col 2) or ask (col 3). */
async function atmCall(
  page: Page,
  col: 2 | 3,
  offset = 0,
  chain?: Awaited<ReturnType<typeof callStrikes>>,
): Promise<number> {
  // One reading of the chain for every leg of a spread: read again, the at-the-money strike may
  // have moved with the underlying, and "one strike away" may be the first leg's own contract.
  const strikes = chain ?? (await callStrikes(page));
  const id = strikes.cells[strikes.atm + offset] as string;
  await pickContract(page, id);
  const cell = page.getByTestId(id);
  return num(await cell.locator('xpath=..').locator('td').nth(col).textContent());
}

/** Places the ticket's `action` at `price` and waits until the holding row of `side` shows. */
async function trade(page: Page, action: string, price: number, side: string) {
  await page.getByTestId('ticket-action').getByText(action, { exact: true }).click();
  await setPrice(page, price);
  await page.getByTestId('ticket-submit').filter({ hasText: action }).click();
  await page.getByText('委托已提交').first().waitFor();
  await filled(
    page.getByTestId('options-holdings').locator('.ant-table-row', { hasText: side }).first(),
  );
}

async function setPrice(page: Page, price: number) {
  const input = page.locator(
    '[data-testid="ticket-price"] input, input[data-testid="ticket-price"]',
  );
  await input.first().fill(String(price));
  await input.first().press('Tab');
}

describe('covered calls and exercise in the browser', () => {
  jest.setTimeout(120_000);

  it('sells a covered call against locked 510050 shares: 备兑仓, no margin, cover used', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await loginToContest(page, student, '综合模拟交易大赛');
    // The section trades the current contest's account: read it off the page's own call.
    const capital = page.waitForRequest(
      (r) =>
        r.url().includes('/VERace/SOQuery/QueryAssetCapital') &&
        (r.postData() ?? '').includes('assetAccount'),
    );
    await page.goto('/StockOptions/index');
    await page.locator('[data-section="StockOptions"]').waitFor();
    const account = JSON.parse((await capital).postData() ?? '{}') as Record<string, number>;
    const mine = { userID: account.userID, assetAccount: account.assetAccount };
    // Setup: 10 000 shares bought at the day's limit (it crosses the whole book and fills at its
    // prices), then locked as cover once they are held.
    const quote = await call('/TradeGW/Query/QueryQuote', { security: '510050' });
    const limitUp = Number(quote.data.limitUp);
    expect(limitUp).toBeGreaterThan(0);
    const bought = await call('/VERace/StockTrade/PlaceStkOrder', {
      ...mine,
      security: '510050',
      market: 'SSE',
      side: 1,
      orderQty: 10_000,
      price: limitUp,
    });
    expect(bought.isOK).toBe(true);
    const lock = { ...mine, security: '510050', direction: 1, orderQty: 10_000 };
    await until(async () => (await call('/VERace/SOTrade/LockUnderlying', lock)).isOK);

    const bid = await atmCall(page, 2);
    await page.getByTestId('ticket-action').getByText('备兑开仓', { exact: true }).click();
    await setPrice(page, Number(Math.max(0.0001, bid * MARKETABLE.SELL).toFixed(4)));
    await page.waitForFunction(() =>
      /[1-9]/.test(document.querySelector('[data-testid="ticket-max"]')?.textContent ?? ''),
    );
    await page.getByTestId('ticket-submit').filter({ hasText: '备兑开仓' }).click();
    await page.getByText('委托已提交').waitFor();
    const covered = page
      .getByTestId('options-holdings')
      .locator('.ant-table-row', { hasText: '备兑仓' });
    await filled(covered);
    await screenshot(page, 'options-covered-call-1280');

    await page.getByRole('link', { name: '组合申报', exact: true }).click();
    const cover = page.getByTestId('cover-table').locator('.ant-table-row', { hasText: '510050' });
    await cover.waitFor();
    // 标的证券 持有数量 锁定数量 备兑占用 可用备兑
    const cells = (await cover.locator('td').allTextContents()).map((t) => num(t));
    expect(cells[3]).toBeGreaterThanOrEqual(10_000);
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'options-comb-declaration-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('buys a 沪铜 call and declares it for exercise on CashExercise', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await loginToContest(page, student, '综合模拟交易大赛');
    await page.goto('/CommodityOptions/placeOrder');
    await page.locator('[data-section="CommodityOptions"]').waitFor();
    const ask = await atmCall(page, 3);
    await page.getByTestId('ticket-action').getByText('买入开仓', { exact: true }).click();
    await setPrice(page, Math.ceil((ask * MARKETABLE.BUY) / 0.5) * 0.5);
    await page.getByTestId('ticket-submit').filter({ hasText: '买入开仓' }).click();
    await page.getByText('委托已提交').waitFor();
    await filled(
      page.getByTestId('options-holdings').locator('.ant-table-row', { hasText: '权利仓' }),
    );

    await page.getByRole('link', { name: '行权', exact: true }).click();
    const right = page.getByTestId('exercise-rights').locator('.ant-table-row').first();
    await right.waitFor();
    await right.getByTestId('exercise-submit').click();
    await page.getByTestId('exercise-note').getByText('行权申报成功').waitFor();
    await page.getByTestId('exercise-declared').locator('.ant-table-row').first().waitFor();
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'options-cash-exercise-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('declares a bull call spread on CombDeclaration and the margin falls', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await loginToContest(page, student, '综合模拟交易大赛');
    await page.goto('/StockOptions/index');
    await page.locator('[data-section="StockOptions"]').waitFor();
    const chain = await callStrikes(page);
    const ask = await atmCall(page, 3, 0, chain);
    await trade(page, '买入开仓', Number((ask * MARKETABLE.BUY).toFixed(4)), '权利仓');
    const bid = await atmCall(page, 2, 1, chain);
    await trade(page, '卖出开仓', Number(Math.max(0.0001, bid * 0.9).toFixed(4)), '义务仓');
    const margin = await moneyOf(page, 'cap-margin');
    expect(margin).toBeGreaterThan(0);

    await page.getByRole('link', { name: '组合申报', exact: true }).click();
    for (const [leg, side] of [
      ['comb-leg1', '权利仓'],
      ['comb-leg2', '义务仓'],
    ] as const) {
      await pickOption(
        page,
        () => page.getByTestId(leg).click(),
        side,
        page.getByTestId(leg).locator('.ant-select-content-has-value'),
      );
    }
    await page.getByTestId('comb-submit').click();
    await page.getByTestId('comb-note').getByText('组合申报成功').waitFor();
    await page
      .getByTestId('combinations')
      .locator('.ant-table-row', { hasText: '认购牛市价差策略' })
      .waitFor();
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'options-bull-call-spread-1280');
    await page.getByRole('link', { name: '交易', exact: true }).click();
    await waitMoney(page, 'cap-margin', margin, false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
