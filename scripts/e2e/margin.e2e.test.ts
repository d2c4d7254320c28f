import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, screenshot } from './support/browser';
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
// and 融资融券), both made at the file's start, trades on credit in 融资融券: a financing
// buy of 100 shares of an eligible stock opens a debt contract (maintenance ratio shown); 直接还款
// pays 100 yuan of it in cash; after the day's settlement (T+1) 卖券还款 sells the shares and the
// debt falls to zero.
let browser: Browser;
let student: Account;
let contest: ContestRef;
beforeAll(async () => {
  // Orders placed now fill before the day's rollover (a file before this one may end near 15:00).
  await awayFromDayEnd();
  [browser, student, contest] = await Promise.all([
    launchBrowser(),
    newStudent('credit'),
    newContest({ type: 1, markets: [1, 21, 22, 30, 2] }),
  ]);
  await joinContest(student, contest);
});
afterAll(async () => {
  await browser.close();
});

async function login(page: Page): Promise<void> {
  await loginToContest(page, student, contest.matchName);
}

const figure = async (page: Page, testId: string): Promise<number> =>
  Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/[,%]/g, ''));

/** Sets the ticket's price `pct` away from the shown last price (inside the daily band). */
async function priceAway(page: Page, pct: number): Promise<void> {
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid="credit-last"]')?.textContent ?? ''),
  );
  const last = await figure(page, 'credit-last');
  const input = page.locator(
    'input[data-testid="credit-price"], [data-testid="credit-price"] input',
  );
  await input.first().fill((Math.round(last * (1 + pct) * 100) / 100).toFixed(2));
  await input.first().blur();
}

describe('margin trading in the browser', () => {
  jest.setTimeout(120_000);

  it('financing buy opens a debt with the maintenance ratio; 卖券还款 the next day clears it', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1280, height: 900 });
    await login(page);
    await page.goto('/MarginTrading/index');
    await page.locator('[data-section="MarginTrading"]').waitFor();
    await page.getByTestId('credit-ticket').waitFor();
    await page.getByTestId('ca-ratio').waitFor();
    const debtBefore = await figure(page, 'ca-finance');
    // Every order kind is its own visible tab (none folded into an overflow menu).
    for (const kind of [
      '融资买入',
      '融券卖出',
      '担保品买入',
      '担保品卖出',
      '卖券还款',
      '买券还券',
      '直接还款',
      '直接还券',
    ])
      expect(
        await page.getByTestId('credit-ticket').getByRole('tab', { name: kind }).isVisible(),
      ).toBe(true);

    // …and none folded away: the tab bar has no overflow menu at 1280 px.
    expect(
      await page
        .getByTestId('credit-ticket')
        .locator('.ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)')
        .count(),
    ).toBe(0);
    await page.getByTestId('credit-ticket').getByRole('tab', { name: '融资买入' }).click();
    await priceAway(page, 0.01);
    await page.getByTestId('credit-submit').click();
    await page.getByText('融资买入委托已提交').waitFor();
    const contract = page
      .getByTestId('credit-contracts')
      .locator('.ant-table-row', { hasText: '融资' });
    // 1 % above the last price: it fills at once or on the next market step (stepped now).
    await stepUntil((timeout) => contract.first().waitFor({ timeout }));
    await page.waitForFunction(
      (before) =>
        Number(
          (document.querySelector('[data-testid="ca-finance"]')?.textContent ?? '').replace(
            /,/g,
            '',
          ),
        ) > before,
      debtBefore,
    );
    expect(await page.getByTestId('ca-ratio').textContent()).toMatch(/^\d[\d,]*\.\d\d%$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1281,
    );
    await screenshot(page, 'margin-financed-1280');

    // 直接还款: 100 yuan of cash goes into the financing debt.
    const financed = await figure(page, 'ca-finance');
    await page.getByTestId('credit-ticket').getByRole('tab', { name: '直接还款' }).click();
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="direct-owed"]')?.textContent ?? 0) > 0,
    );
    await page
      .locator('input[data-testid="direct-value"], [data-testid="direct-value"] input')
      .first()
      .fill('100');
    await page.getByTestId('direct-submit').click();
    await page.getByText('直接还款成功').waitFor();
    await page.waitForFunction(
      (was) =>
        Number(
          (document.querySelector('[data-testid="ca-finance"]')?.textContent ?? '').replace(
            /,/g,
            '',
          ),
        ) <
        was - 99.99,
      financed,
    );

    // The day ends (T+1): the financed shares become sellable.
    const settled = await page.request.post(`${baseUrl()}/test/futures/settle-today`, { data: {} });
    expect(settled.ok()).toBe(true);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByTestId('credit-ticket').getByRole('tab', { name: '卖券还款' }).click();
    await page
      .getByTestId('credit-qty')
      .locator('input')
      .or(page.locator('input[data-testid="credit-qty"]'))
      .first()
      .fill(String(await contract.first().locator('td').nth(3).textContent()));
    await priceAway(page, -0.01);
    const owedBeforeSale = await figure(page, 'ca-finance');
    await page.getByTestId('credit-submit').click();
    await page.getByText('卖券还款委托已提交').waitFor();
    // 卖券还款 (issue 30): the proceeds repay the interest, then the debt; sold below the financed
    // price, the rest stays owed and 直接还款 pays it off.
    await stepUntil((timeout) =>
      page.waitForFunction(
        (was) =>
          Number(
            (document.querySelector('[data-testid="ca-finance"]')?.textContent ?? '').replace(
              /,/g,
              '',
            ),
          ) <
          was - 1,
        owedBeforeSale,
        { timeout },
      ),
    );
    if ((await figure(page, 'ca-finance')) > debtBefore + 0.005) {
      await page.getByTestId('credit-ticket').getByRole('tab', { name: '直接还款' }).click();
      await page.waitForFunction((was) => {
        const owed = Number(document.querySelector('[data-testid="direct-owed"]')?.textContent);
        return owed > 0 && owed < was - 1;
      }, owedBeforeSale);
      const rest = await figure(page, 'direct-owed');
      await page
        .locator('input[data-testid="direct-value"], [data-testid="direct-value"] input')
        .first()
        .fill(rest.toFixed(2));
      await page.getByTestId('direct-submit').click();
      await page.getByText('直接还款成功').first().waitFor();
    }
    await page.waitForFunction(
      (before) =>
        Number(
          (document.querySelector('[data-testid="ca-finance"]')?.textContent ?? '').replace(
            /,/g,
            '',
          ),
        ) <=
        before + 0.005,
      debtBefore,
    );
    await page.getByRole('tab', { name: '成交' }).click();
    await page
      .getByTestId('credit-fills')
      .locator('.ant-table-row', { hasText: '卖券还款' })
      .first()
      .waitFor();
    await screenshot(page, 'margin-repaid-1920');

    // 查询中心: today's credit fills, and the .xlsx export of the range's fills.
    await page.getByRole('tab', { name: '查询中心' }).click();
    const center = page.getByTestId('credit-query-center');
    await center.getByRole('button', { name: '查询' }).click();
    await center.locator('.ant-table-row', { hasText: '融资买入' }).first().waitFor();
    const download = page.waitForEvent('download');
    await center.getByRole('button', { name: '导出成交' }).click();
    expect((await download).suggestedFilename()).toMatch(/^信用成交.*\.xlsx$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
