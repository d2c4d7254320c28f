import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './support/browser';
import { type Account, newStudent, stamp } from './support/fixtures';
import { signInToCompetition } from './support/sign-in';

let browser: Browser;
let student: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  student = await newStudent('research');
});
afterAll(async () => {
  await browser.close();
});

const SCHEME = `低估值高ROE${stamp()}`;

describe('research: screener, schemes, backtests and deep data', () => {
  it('a student screens PE < 15 and ROE > 10, saves the scheme, backtests it and opens a pick’s deep data', async () => {
    const { page, context, errors } = await openPage(browser);
    // The first screen builds every company's rows and a backtest loads two years of prices:
    // a few seconds on a loaded CI machine, inside Playwright's default 30 s wait.
    await signInToCompetition(page, student.account, student.password);

    // Research analysis gains the market and industry views of the same data.
    await page.goto('/ResearchAnalysis');
    const industries = page.locator('.ant-card', { hasText: '行业估值' });
    await industries.locator('tbody tr.ant-table-row').first().waitFor();
    await page.locator('.ant-card', { hasText: '市场概览' }).getByText('市盈率中位数').waitFor();
    await screenshot(page, 'research-analysis');

    await page.goto('/TrainkEquityScreener/conditionalStock');
    const max1 = page.getByLabel('条件1最大值');
    await max1.waitFor();
    // Today's range from GetIndexRange shows in the placeholders.
    await page
      .getByPlaceholder(/^最小 \d/)
      .first()
      .waitFor();
    await max1.fill('15');
    await page.getByLabel('条件2最小值').fill('10');
    await page.getByRole('button', { name: '选股', exact: true }).click();
    const results = page.locator('.ant-card', { hasText: '选股结果' });
    await results
      .getByText(/共\d+只/)
      .first()
      .waitFor();
    const rows = results.locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    // Every listed stock meets both conditions (columns: PE then ROE among the fixed ones).
    const header = await results.locator('thead th').allInnerTexts();
    const peCol = header.findIndex((h) => h.startsWith('市盈率'));
    const roeCol = header.findIndex((h) => h.startsWith('净资产收益率'));
    for (const r of await rows.all()) {
      const cells = await r.locator('td').allInnerTexts();
      expect(Number(cells[peCol])).toBeLessThanOrEqual(15);
      expect(Number(cells[roeCol])).toBeGreaterThanOrEqual(10);
    }
    await screenshot(page, 'research-conditional-stock');

    await page.getByRole('button', { name: '保存方案' }).click();
    await page.getByLabel('方案名称').fill(SCHEME);
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await page.getByText('方案已保存').waitFor();

    await page.goto('/TrainkEquityScreener/scheme/myStrategy');
    const row = page.locator('tr', { hasText: SCHEME });
    await row.getByText('市盈率(TTM) ≤ 15倍；净资产收益率(TTM) ≥ 10%').waitFor();
    await row.getByRole('button', { name: '详情' }).click();
    await page.waitForURL('**/scheme/strategyDetail?schemeId=*');
    await page.getByText(`方案：${SCHEME}`).waitFor();
    await page.getByText('近半年').click();
    await page.getByRole('button', { name: '开始回测' }).click();
    // Progress arrives over the hub; the finished run shows in the list.
    await page.locator('.ant-progress').waitFor();
    const done = page.locator('.ant-card', { hasText: '回测记录' }).getByText('已完成');
    await done.waitFor();
    await screenshot(page, 'research-strategy-detail');

    await page.getByRole('button', { name: '查看报告' }).first().click();
    await page.waitForURL('**/scheme/backtestReport?backtestId=*');
    await page.locator('[data-page="backtestReport"] .highcharts-root').first().waitFor();
    await page.getByText('沪深300收益').waitFor();
    await page.locator('.cmp-metrics').getByText('夏普比率').waitFor();
    expect(
      await page.locator('.highcharts-series-group path.highcharts-graph').count(),
    ).toBeGreaterThan(1);
    await page.getByRole('tab', { name: '成交明细' }).waitFor();
    await screenshot(page, 'research-backtest-report');

    await page.getByRole('button', { name: '返回方案' }).click();
    const picks = page.locator('.ant-card', { hasText: '今日选股' });
    await picks.getByRole('button', { name: '深度资料' }).first().click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('深度资料').first().waitFor();
    await drawer.getByRole('tab', { name: '公司概况' }).click();
    await drawer.getByText('所属行业').waitFor();
    await drawer.getByText(/估值对比（.+行业）/).waitFor();
    await drawer.getByRole('tab', { name: '财务数据' }).click();
    await drawer.getByRole('columnheader', { name: '报告期' }).waitFor();
    await drawer.getByRole('tab', { name: '股东与分红' }).click();
    await drawer.getByText('十大股东').waitFor();
    await screenshot(page, 'research-deep-data');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
