import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Signs in through the real login page (it lands on /mainmatch), then opens the training shell. */
async function loginToTraining(page: Page): Promise<void> {
  await signIn(page, 'student01', 'Student123');
  await page.goto('/main');
  await page.waitForURL('**/TrainTeach');
  await page.getByTestId('training-menu').waitFor();
}

/** The 持仓/可卖 cell showing exactly `text`. */
const holding = (page: Page, text: string) =>
  page.locator('.ant-descriptions-item-content', { hasText: new RegExp(`^${text}$`) });

describe('training skill tools', () => {
  jest.setTimeout(300_000);

  it('a student replays daily bars at 10×: buys, steps a day, sells, pauses, resumes and sees the result', async () => {
    const { page, context, errors } = await openPage(browser);
    await loginToTraining(page);
    await page.getByTestId('training-menu').getByText('行情回放').click();
    await page.waitForURL('**/TrainMarketReplay');
    // Enabled once the securities arrived (the first one is chosen).
    const startButton = page.locator('button:enabled', { hasText: '开始回放' });
    await startButton.waitFor();
    // A year of the stored history: about 240 bars, 24 s at 10× (room to pause before the end).
    await page.getByLabel('开始日期').fill('2024-01-02');
    await page.getByLabel('结束日期').fill('2024-12-31');
    await startButton.click();
    await page.locator('[data-replay-bars="1"]').waitFor();
    await page.getByText(/ 1\/\d+$/).waitFor();

    await page.getByRole('button', { name: '买入' }).click();
    await holding(page, '100/0').waitFor();
    await page.locator('.ant-table-row', { hasText: '买入' }).first().waitFor();
    // T+1 over replayed days: the next bar makes the shares sellable.
    await page.getByRole('button', { name: '单步' }).click();
    await page.locator('[data-replay-bars="2"]').waitFor();
    await holding(page, '100/100').waitFor();
    await page.getByRole('button', { name: '卖出' }).click();
    await holding(page, '0/0').waitFor();
    await page.locator('.ant-table-row', { hasText: '卖出' }).first().waitFor();
    await page.getByRole('button', { name: '买入' }).click();
    await holding(page, '100/0').waitFor();

    await page.getByRole('button', { name: '播放' }).click();
    const pauseButton = page.getByRole('button', { name: '暂停' });
    await pauseButton.click();
    await page.locator('button:enabled', { hasText: /^播放$/ }).waitFor();
    expect(await page.getByText('回放结果').count()).toBe(0);
    await page.getByRole('button', { name: '播放' }).click();
    await page.getByText('回放结果').waitFor({ timeout: 120_000 });
    await page.getByText('超额收益').waitFor();
    await page.locator('.ant-table-row', { hasText: '已完成' }).first().waitFor();
    await screenshot(page, 'training-replay-result');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student judges what follows K-line patterns (real continuation, score) and marks a chart', async () => {
    const { page, context, errors } = await openPage(browser);
    await loginToTraining(page);
    await page.getByTestId('training-menu').getByText('K线判断').click();
    await page.waitForURL('**/TrainKCharDisc');
    const cards = page.locator('.ant-card', { hasText: '之后5个交易日的走势是？' });
    await cards.first().waitFor();
    const n = await cards.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i += 1)
      await cards.nth(i).locator('.ant-radio-wrapper', { hasText: '上涨' }).click();
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText(/^得分：\d+分$/).waitFor();
    await page
      .locator('.ant-alert', { hasText: /判断(正确|错误)/ })
      .first()
      .waitFor();
    await page.getByText('后续走势').first().waitFor();
    await page.locator('.ant-table-row', { hasText: 'student01' }).first().waitFor();
    await screenshot(page, 'training-kchart-disc');

    // TrainKChartLabel: a click on the chart marks the candle (or the price) under the pointer.
    await page.getByTestId('training-menu').getByText('K线标注').click();
    await page.waitForURL('**/TrainKChartLabel');
    const first = page.locator('.ant-card', { hasText: '第1题' });
    // The middle of the chart is inside its plot area.
    await first.locator('.highcharts-plot-background').waitFor({ state: 'attached' });
    await first.locator('[data-replay-bars]').click();
    await page.waitForFunction(
      () =>
        (document.querySelector('[aria-label="第1题标注K线"]') as HTMLInputElement)?.value !== '',
    );
    const second = page.locator('.ant-card', { hasText: '第2题' });
    await second.locator('.highcharts-plot-background').waitFor({ state: 'attached' });
    await second.locator('[data-replay-bars]').click();
    await page.waitForFunction(
      () =>
        (document.querySelector('[aria-label="第2题标注价格"]') as HTMLInputElement)?.value !== '',
    );
    // The mark is drawn: a band on the candle, a line at the price.
    await first.locator('.highcharts-plot-band').first().waitFor({ state: 'attached' });
    await second.locator('.highcharts-plot-line').first().waitFor({ state: 'attached' });
    await screenshot(page, 'training-kchart-label');
    expect(errors).toEqual([]);
    await context.close();
  });
});
