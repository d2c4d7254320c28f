import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './support/browser';
import { loginToContest } from './support/contest-login';
import { type Account, api, joinContest, newStudent, SYSADMIN, tokenOf } from './support/fixtures';
import { awayFromDayEnd, stepUntil } from './support/market-control';
import { layoutDefects, moneyOf } from './support/page-figures';

// A fresh student, made at the file's start and signed up for the seeded forex margin contest
// (外汇保证金模拟交易赛: 1:100, 1 000 000 CNY and 100 000 HKD; its leverage and margin levels are
// exchange settings no admin call sets, so the file joins it rather than making its own) opens a long EURUSD position in /ForeignExchange (虚盘): the position shows with its
// open price and margin, the used margin grows, the margin level shows; then closes it with 平仓.
// No exact prices are assumed: the checks are on the page's states and directions.
const MARGIN_CONTEST = '外汇保证金模拟交易赛';

/** The seeded contest of `name` (SearchMatchList as the sysadmin). */
async function seededContest(name: string) {
  const q = `key=${encodeURIComponent(name)}&pageIndex=1&pageSize=20`;
  const found = await api<{ list: { matchID: number; matchName: string; matchType: number }[] }>(
    `/VERace/MatchManage/SearchMatchList?${q}`,
    { token: await tokenOf(SYSADMIN) },
  );
  const contest = found.list.find((c) => c.matchName === name);
  if (!contest) throw new Error(`no seeded contest ${name}`);
  return contest;
}

let browser: Browser;
let student: Account;
beforeAll(async () => {
  // Orders placed now fill before the day's rollover (a file before this one may end near 15:00).
  await awayFromDayEnd();
  let contest: Awaited<ReturnType<typeof seededContest>>;
  [browser, student, contest] = await Promise.all([
    launchBrowser(),
    newStudent('fxm'),
    seededContest(MARGIN_CONTEST),
  ]);
  await joinContest(student, contest);
});
afterAll(async () => {
  await browser.close();
});

const positionRow = (page: Page) =>
  page.getByTestId('fx-margin-positions').locator('tr[data-row-key="EURUSD.L"]');

/** The used margin (保证金占用) as the page shows it passes `test` (the account re-reads every 5 s). */
const usedMarginIs = (page: Page, test: 'above' | 'zero', was: number, timeout: number) =>
  page.waitForFunction(
    ([how, before]) => {
      const t = document.querySelector('[data-testid="fx-used-margin"]')?.textContent ?? '';
      const used = Number(t.replace(/[^\d.-]/g, ''));
      return how === 'zero' ? used === 0 : used > before;
    },
    [test, was] as const,
    { timeout },
  );

describe('forex margin mode (虚盘) in the browser', () => {
  jest.setTimeout(60_000);

  it('opens a long EURUSD position, sees its margin used, and closes it', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await loginToContest(page, student, MARGIN_CONTEST);
    await page.goto('/ForeignExchange/ForeignExchange');
    await page.getByTestId('fx-margin').waitFor();
    const usedBefore = await moneyOf(page, 'fx-used-margin');

    // Pick EURUSD on the board; the ticket opens in 开仓 mode.
    await page.getByTestId('fx-quotes').locator('tr[data-row-key="EURUSD"]').click();
    const ticket = page.getByTestId('fx-ticket');
    await ticket.getByText('欧元美元 EURUSD').waitFor();
    await ticket.getByTestId('fx-need-margin').waitFor();
    await ticket.getByRole('button', { name: '买入开仓' }).click();
    await ticket.getByText('委托已提交').waitFor();

    // The long shows (多, 1000 more units) and the used margin grows by about 1000 × 1.085 × 7.2 ÷ 100.
    await page.getByRole('tab', { name: '保证金持仓' }).click();
    // A market order fills at once or on the next market step (stepped now, never waited for).
    await stepUntil((timeout) => positionRow(page).waitFor({ timeout }));
    await stepUntil((timeout) => usedMarginIs(page, 'above', usedBefore, timeout));
    const grown = (await moneyOf(page, 'fx-used-margin')) - usedBefore;
    expect(grown).toBeGreaterThan(50);
    expect(grown).toBeLessThan(120);
    await positionRow(page).getByText('多').waitFor();
    expect(await page.getByTestId('fx-margin-level').textContent()).toMatch(/%$/);
    expect(await layoutDefects(page)).toEqual([]);
    await screenshot(page, 'forex-margin-1280');

    // 平仓 closes the whole long at market: the row goes, the used margin falls back.
    await positionRow(page)
      .getByRole('button', { name: /平\s?仓/ })
      .click();
    await stepUntil((timeout) => positionRow(page).waitFor({ state: 'detached', timeout }));
    await stepUntil((timeout) => usedMarginIs(page, 'zero', 0, timeout));

    // Today's orders name what each order did.
    await page.getByRole('tab', { name: '当日委托' }).click();
    await page.getByTestId('fx-orders').getByText('买入开仓').first().waitFor();
    await page.getByTestId('fx-orders').getByText('卖出平仓').first().waitFor();

    // The QueryCenter shows the margin mode too, with its records tab.
    await page.goto('/ForeignExchange/QueryCenter');
    await page.getByTestId('fx-margin').waitFor();
    await page.getByRole('tab', { name: '利息与强平' }).click();
    await page.getByTestId('fx-margin-records').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
