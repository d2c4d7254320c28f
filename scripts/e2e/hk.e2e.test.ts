import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, screenshot } from './support/browser';
import { loginToContest } from './support/contest-login';
import { type Account, newStudent, tokenOf } from './support/fixtures';
import { AT_ONCE_MS, moveClock, stepUntil, type ClockTo } from './support/market-control';
import { layoutDefects, moneyOf, waitMoney } from './support/page-figures';

// A fresh student (made at the file's start) of the default comprehensive contest (139, made
// current: connect trading and HK shares allowed, 1 000 000 HKD for HKMarkets) buys one board lot
// of 腾讯控股 00700 in 沪深港通 — the CNY funds fall by the amount × the ask reference rate + fees —
// and round-trips one lot in 港股通's HKD account, whose sale proceeds wait as 待交收 (T+2). The
// market is moved, never waited for: into HK continuous trading through the test-only clock, and
// stepped until an order fills.
let browser: Browser;
let student: Account;
let token: string;
beforeAll(async () => {
  [browser, student] = await Promise.all([launchBrowser(), newStudent('hk')]);
  token = await tokenOf(student);
});
afterAll(async () => {
  await browser.close();
});

const num = (s: string | null) => Number((s ?? '').replace(/[^\d.-]/g, ''));

const HK_CONTEST = '综合模拟交易大赛';

/** Signs in and makes the default comprehensive contest current (the first listed may be another). */
async function signInHk(page: Page): Promise<void> {
  await loginToContest(page, student, HK_CONTEST);
}

/**
 * Puts the HK market into continuous trading with time to spare (before `latest` HK time, no VCM
 * cooling-off for 00700) at once: during a cooling-off the clock moves to its end (VCM triggers
 * once a session); outside continuous trading or past `latest` it moves to 13:00 HK time — the
 * afternoon open, whose first 15 minutes VCM does not watch — today's or the next HK trading
 * day's. Called before a page (re)loads, so the ticket starts at the ask of the new time.
 */
async function hkOpenAtOnce(latest = '15:45'): Promise<void> {
  const res = await fetch(`${baseUrl()}/VERace/HKQuery/GetHKStatus`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ security: '00700' }),
  });
  const s = (await res.json()).data as {
    hkTime: string;
    canOrder: boolean;
    atAuction: boolean;
    vcm: { status: string; coolingUntil: string | null } | null;
  };
  const continuous = s.canOrder && !s.atAuction && s.hkTime < latest;
  const cooling = s.vcm?.status === 'cooling' ? s.vcm.coolingUntil : null;
  if (continuous && !cooling) return;
  if (continuous && cooling && cooling < latest) await moveClock(cooling as ClockTo, 'HK');
  else await moveClock('13:00:00', 'HK');
}

/** Waits until the page shows HK continuous trading before 15:45 and no VCM cooling-off. */
async function waitHkOpen(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const text = (id: string) =>
        document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
      return (
        /持续交易/.test(text('hk-session')) &&
        text('hk-clock') < '15:45' &&
        /市调机制/.test(text('hk-vcm')) &&
        !/冷静期/.test(text('hk-vcm'))
      );
    },
    undefined,
    { timeout: AT_ONCE_MS, polling: 500 },
  );
}

/**
 * How far through the market a buy (above) or a sale (below) is priced: 2 %, inside the VCM band
 * (±10 %). A few ticks were not enough: the ticket's price could trail the server's by a tick or two
 * when the order went in, and the steps that follow moved 00700 up 1.8 % before it filled (a failed
 * run). A marketable limit order fills at the book's price, not at its limit.
 */
const THROUGH = 0.02;

/**
 * Moves the ticket's price `ticks` spread-table ticks (the tick the ticket shows) from where it is;
 * 'buy' or 'sell': THROUGH above or below it, so the order fills at once or on the next step.
 */
async function ticketAt(page: Page, ticks: number | 'buy' | 'sell'): Promise<number> {
  const ticket = page.getByTestId('hk-ticket');
  await ticket.getByText('00700').waitFor();
  const price = ticket.getByLabel('价格');
  await page.waitForFunction(
    () => Number((document.querySelector('[aria-label="价格"]') as HTMLInputElement)?.value) > 0,
  );
  const tick = num(await ticket.getByText(/^价位/).textContent());
  const p = Number(await price.inputValue());
  const through = Math.ceil((p * THROUGH) / tick);
  const move = ticks === 'buy' ? through : ticks === 'sell' ? -through : ticks;
  const target = Number((Math.round(p / tick + move) * tick).toFixed(3));
  await price.fill(String(target));
  return target;
}

/** Waits until the available funds show exactly `want`. */
async function availableIs(page: Page, want: number): Promise<void> {
  await page.waitForFunction(
    (v) =>
      Number(
        (document.querySelector('[data-testid="hk-available"]')?.textContent ?? '').replace(
          /,/g,
          '',
        ),
      ) === v,
    want,
  );
}

describe('HK trading in the browser', () => {
  jest.setTimeout(120_000);

  it('buys one board lot of 00700 in 沪深港通 and pays amount × reference rate + fees in CNY', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await signInHk(page);
    await hkOpenAtOnce('15:30');
    await page.goto('/HKStock/index');
    const ticket = page.getByTestId('hk-ticket');
    await ticket.getByText('00700').waitFor();
    await page.getByTestId('hk-rate').filter({ hasText: /\d/ }).waitFor();
    await expect(page.getByTestId('hk-currency').textContent()).resolves.toBe('人民币结算');
    await waitHkOpen(page);
    const rate = num(await page.getByTestId('hk-rate').textContent());
    expect(rate).toBeGreaterThan(0.5);
    expect(Number(await ticket.getByLabel('数量').inputValue())).toBe(100);
    // A first order far below the market opens the contest account; cancelled, it costs nothing.
    await ticketAt(page, -300);
    await ticket.getByRole('button', { name: '买入', exact: true }).click();
    await page.getByRole('tab', { name: '当日委托' }).click();
    await page.getByRole('button', { name: '撤单' }).first().click();
    await page.getByText('已撤').first().waitFor();
    await hkOpenAtOnce();
    await page.reload();
    await ticket.getByText('00700').waitFor();
    await page.getByTestId('hk-rate').filter({ hasText: /\d/ }).waitFor();
    await waitHkOpen(page);
    const before = await moneyOf(page, 'hk-available');
    await ticketAt(page, 'buy');
    await ticket.getByRole('button', { name: '买入', exact: true }).click();
    await waitMoney(page, 'hk-available', before, false);
    await page.getByRole('tab', { name: '当日成交' }).click();
    const fill = page.getByTestId('hk-fills').locator('tbody tr', { hasText: '00700' }).first();
    await stepUntil((timeout) => fill.waitFor({ timeout }));
    const cells = await fill.locator('td').allTextContents();
    const [fillPrice = NaN, filled, amount = NaN, fees = NaN] = [4, 5, 6, 7].map((i) =>
      num(cells[i] ?? null),
    );
    expect(filled).toBe(100);
    expect(amount).toBeCloseTo(Math.round(fillPrice * 100 * rate * 100) / 100, 2);
    expect(fees).toBeGreaterThan(0);
    await availableIs(page, Math.round((before - amount - fees) * 100) / 100);
    await page.getByRole('tab', { name: '持仓' }).click();
    await page.getByTestId('hk-positions').getByText('腾讯控股').waitFor();
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'hk-stock-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('trades 00700 in 港股通 from the HKD account: T+0 sale, proceeds 待交收, history export', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1440, height: 900 });
    await signInHk(page);
    await hkOpenAtOnce('15:30');
    await page.goto('/HKMarkets/index');
    const ticket = page.getByTestId('hk-ticket');
    await ticket.getByText('00700').waitFor();
    await page.getByTestId('hk-currency').filter({ hasText: '港币账户' }).waitFor();
    expect(await ticket.getByTestId('hk-rate').count()).toBe(0);
    await page
      .getByTestId('hk-vcm')
      .filter({ hasText: /市调机制/ })
      .waitFor();
    await waitHkOpen(page);
    const before = await moneyOf(page, 'hk-available');
    const unsettled = await moneyOf(page, 'hk-unsettled');
    await ticketAt(page, 'buy');
    await ticket.getByRole('button', { name: '买入', exact: true }).click();
    await page.getByRole('tab', { name: '当日成交' }).click();
    const fills = page.getByTestId('hk-fills').locator('tbody tr', { hasText: '00700' });
    await stepUntil((timeout) => fills.first().waitFor({ timeout }));
    const cells = await fills.first().locator('td').allTextContents();
    const [fillPrice = NaN, amount = NaN, fees = NaN] = [4, 6, 7].map((i) => num(cells[i] ?? null));
    // HKD: the amount is price × quantity, no reference rate.
    expect(amount).toBeCloseTo(Math.round(fillPrice * 100 * 100) / 100, 2);
    await availableIs(page, Math.round((before - amount - fees) * 100) / 100);
    // T+0: the lot bought today sells today (the test began before 15:30: no day roll between);
    // its proceeds wait for T+2 as 待交收.
    await hkOpenAtOnce();
    await page.reload();
    await ticket.getByText('00700').waitFor();
    await ticket.locator('.ant-radio-button-wrapper', { hasText: '卖出' }).click();
    await ticket
      .getByTestId('hk-max')
      .filter({ hasText: /最大可卖 [1-9]/ })
      .waitFor();
    await waitHkOpen(page);
    await ticketAt(page, 'sell');
    await ticket.getByRole('button', { name: '卖出', exact: true }).click();
    await waitMoney(page, 'hk-unsettled', unsettled, true);
    await screenshot(page, 'hk-markets-1440');

    await page.goto('/HKMarkets/QueryCenter');
    await page.getByTestId('hk-query-center').waitFor();
    await page.getByTestId('hk-unsettled').filter({ hasText: /[1-9]/ }).waitFor();
    await page.getByRole('tab', { name: '历史成交' }).click();
    await page
      .getByRole('tabpanel', { name: '历史成交' })
      .getByTestId('hk-fills')
      .locator('tbody tr', { hasText: '00700' })
      .first()
      .waitFor();
    const download = page.waitForEvent('download');
    await page
      .getByTestId('hk-range-fills')
      .getByRole('button', { name: /^导\s?出$/ })
      .click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'hk-markets-query-center');
    expect(errors).toEqual([]);
    await context.close();
  });
});
