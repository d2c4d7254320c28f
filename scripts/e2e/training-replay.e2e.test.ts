import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, pickOption, screenshot } from './support/browser';
import { type Account, api, type ClassRef, tokenOf, stamp } from './support/fixtures';
import { AT_ONCE_MS } from './support/market-control';
import { signInToTraining } from './support/sign-in';
import { newTeachingClass } from './support/teaching';

/** The 题组 the demo gives its class (server/src/demo/training-kline-sets-demo.ts); each student draws their own quizzes. */
const KLINE_SETS = [
  { name: 'K线形态识别（演示题组）', tool: 'tell', seed: 2301, count: 3 },
  { name: '形态后市判断（演示题组）', tool: 'disc', seed: 2301, count: 2 },
  { name: '分时图读图（演示题组）', tool: 'timeshar', seed: 2301, count: 2 },
  { name: '历史交易（演示题组）', tool: 'histrade', seed: 2301, count: 2 },
] as const;

/** A finished replay as its student reads it back. */
type Played = { bars: { close: number }[]; source: { code: string; market: string } };

let browser: Browser;
/**
 * The public daily history of every security: fetched one call at a time (the page loads of the
 * other tests go between them) while the tests after the replay run.
 */
let served: Promise<Served[]>;
/** The replay the first test plays. */
let played: Played | undefined;
/** This file's own teacher, and its student in a class the teacher gave the 题组. */
let teacherAccount: Account;
let studentAccount: Account;
let klass: ClassRef;
beforeAll(async () => {
  browser = await launchBrowser();

  let token: string;
  ({
    teacher: teacherAccount,
    student: studentAccount,
    klass,
    teacherToken: token,
  } = await newTeachingClass('kline'));
  for (const set of KLINE_SETS)
    await api('/VETrain/KChart/SaveSet', { token, body: { ...set, classID: klass.classID } });
});
afterAll(async () => {
  await browser.close();
});

const loginToTraining = (page: Page, user: Account = studentAccount) =>
  signInToTraining(page, user.account, user.password);

/** The 持仓/可卖 cell showing exactly `text`. */
const holding = (page: Page, text: string) =>
  page.locator('.ant-descriptions-item-content', { hasText: new RegExp(`^${text}$`) });

/**
 * Opens round `n` (1-based) of the teacher's demo 题组 `name` on a K-line tool page: the student's
 * own draw of that round (a quiz number above the typed ones, 1 000 000).
 */
async function openDemoSet(page: Page, name: string, n: number): Promise<void> {
  const set = page.locator(`[data-kline-set="${name}"]`);
  await set.getByText('每组只计首次作答').waitFor();
  const round = set.getByRole('button', { name: new RegExp(`^第${n}组`) });
  await round.click();
  await set.locator('.ant-btn-primary', { hasText: `第${n}组` }).waitFor();
  await page.getByText(/^题组编号：\d{7,}$/).waitFor();
}

/** A security of the universe with its public daily closes. */
type Served = { code: string; market: string; closes: number[] };

/** Every security of the universe, listed by the public snapshot call, with its served history. */
async function servedHistory(): Promise<Served[]> {
  const list: { code: string; market: string }[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const got = await api<{
      total: number;
      list: { code?: string; symbol?: string; market: string }[];
    }>(`/tick/symbols?pageSize=200&pageIndex=${pageIndex}`);
    list.push(...got.list.map((x) => ({ code: String(x.code ?? x.symbol), market: x.market })));
    if (got.list.length === 0 || list.length >= got.total) break;
  }
  const out: Served[] = [];
  for (const x of list) {
    const k = await api<{ bars: { close: number }[] }>(
      `/QuotationAPI/api/v1/min/values/symbol?symbol=${x.code}&market=${x.market}&freq=D&count=1000`,
    );
    out.push({ ...x, closes: k.bars.map((b) => b.close) });
  }
  return out;
}

/** Offsets where `shown` is `closes` from there times one factor (to the fen), at any scale. */
function scaledMatches(shown: number[], closes: number[]): number[] {
  const hits: number[] = [];
  for (let o = 0; o + shown.length <= closes.length; o += 1) {
    const k = (shown[0] as number) / (closes[o] as number);
    let i = 1;
    while (
      i < shown.length &&
      Math.abs((shown[i] as number) - (closes[o + i] as number) * k) <=
        0.011 + (shown[i] as number) * 0.001
    )
      i += 1;
    if (i === shown.length) hits.push(o);
  }
  return hits;
}

describe('training skill tools', () => {
  jest.setTimeout(90_000);

  it('a student replays daily bars at 10×: buys, steps a day, sells, pauses, resumes and sees the result', async () => {
    const { page, context, errors } = await openPage(browser);
    await loginToTraining(page);
    await page.getByTestId('training-menu').getByText('行情回放').click();
    await page.waitForURL('**/TrainMarketReplay');
    // The student picks only the length and the speed: the server draws the security and dates.
    const startButton = page.locator('button:enabled', { hasText: '开始回放' });
    await startButton.waitFor();
    await page.getByText('120个交易日').waitFor();
    // 120 bars, 12 s at 10× (room to pause before the end).
    await startButton.click();
    // It plays at once; paused, the student trades bar by bar.
    await page.getByRole('button', { name: '暂停' }).click();
    await page.locator('button:enabled', { hasText: /^播放$/ }).waitFor();
    // Neither the security nor the dates while it plays.
    const title = await page.getByText(/^随机行情 \d+\/120$/).textContent();
    const n = Number(/(\d+)\//.exec(title ?? '')?.[1]);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThan(100);
    await page.locator(`[data-replay-bars="${n}"]`).waitFor();

    // The quantity starts at the drawn board's smallest buy (100, or 200 on 科创板).
    const q = await page.getByLabel('数量').inputValue();
    expect(['100', '200']).toContain(q);
    await page.getByRole('button', { name: '买入' }).click();
    await holding(page, `${q}/0`).waitFor();
    await page.locator('.ant-table-row', { hasText: '买入' }).first().waitFor();
    // T+1 over replayed days: the next bar makes the shares sellable.
    await page.getByRole('button', { name: '单步' }).click();
    await page.locator(`[data-replay-bars="${n + 1}"]`).waitFor();
    await holding(page, `${q}/${q}`).waitFor();
    await page.getByRole('button', { name: '卖出' }).click();
    await holding(page, '0/0').waitFor();
    await page.locator('.ant-table-row', { hasText: '卖出' }).first().waitFor();
    await page.getByRole('button', { name: '买入' }).click();
    await holding(page, `${q}/0`).waitFor();

    await page.getByRole('button', { name: '播放' }).click();
    const pauseButton = page.getByRole('button', { name: '暂停' });
    await pauseButton.click();
    await page.locator('button:enabled', { hasText: /^播放$/ }).waitFor();
    expect(await page.getByText('回放结果').count()).toBe(0);
    // The rest of the year at 60×: the speed control drives the running replay, which ends in
    // about 4 s instead of 24 s at 10×.
    const speed = page.getByLabel('回放速度');
    await pickOption(
      page,
      () => speed.click(),
      '60×',
      page.locator('.ant-select-content-has-value', { hasText: '60×' }),
    );
    await page.getByRole('button', { name: '播放' }).click();
    // About 4 s of the server's replay timer: within the ceiling of what the server does at once.
    await page.getByText('回放结果').waitFor({ timeout: AT_ONCE_MS });
    await page.getByText('超额收益').waitFor();
    await page.locator('.ant-table-row', { hasText: '已完成' }).first().waitFor();
    // Told at the end: the source security and dates.
    await page.getByText('行情来源').waitFor();
    await page
      .getByText(/^\S+（\d{6}） \d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}（价格已按比例换算）$/)
      .waitFor();
    await screenshot(page, 'training-replay-result');
    expect(errors).toEqual([]);
    await context.close();

    // The bars played, read back through the student's own API (searched in the last test).
    const token = await tokenOf(studentAccount);
    const [rec] = await api<{ replayID: number; finished: boolean }[]>(
      '/VETrain/Replay/SearchReplays',
      { token },
    );
    expect(rec?.finished).toBe(true);
    played = await api<Played>('/VETrain/Replay/State', {
      token,
      body: { replayID: rec?.replayID },
    });
    expect(played.bars).toHaveLength(120);
    served = servedHistory();
    served.catch(() => undefined);
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
    await page.locator('.ant-table-row', { hasText: studentAccount.account }).first().waitFor();
    await screenshot(page, 'training-kchart-disc');

    // TrainKChartLabel: a click on the chart marks the candle (or the price) under the pointer.
    // Each question is a pattern (mark a candle: drawn as a band) or a level (mark a price: drawn
    // as a line); the student's draw decides which, so the kind is read from the card's input.
    await page.getByTestId('training-menu').getByText('K线标注').click();
    await page.waitForURL('**/TrainKChartLabel');
    for (const n of [1, 2]) {
      const card = page.locator('.ant-card', { hasText: `第${n}题：` });
      await card.locator('.highcharts-plot-background').waitFor({ state: 'attached' });
      const kind = card.locator(`[aria-label="第${n}题标注K线"], [aria-label="第${n}题标注价格"]`);
      const label = (await kind.getAttribute('aria-label')) ?? '';
      const pattern = label.endsWith('K线');
      await card.locator('[data-replay-bars]').click();
      await page.waitForFunction(
        (l) => (document.querySelector(`[aria-label="${l}"]`) as HTMLInputElement)?.value !== '',
        label,
      );
      const mark = pattern ? '.highcharts-plot-band' : '.highcharts-plot-line';
      await card.locator(mark).first().waitFor({ state: 'attached' });
    }
    await screenshot(page, 'training-kchart-label');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('a student answers the teacher’s 分时图 题组 and sees the score; the teacher sees it in 成绩统计', async () => {
    const { page, context, errors } = await openPage(browser);
    await loginToTraining(page);
    await page.getByTestId('training-menu').getByText('分时图').click();
    await page.waitForURL('**/TrainKCharTimeShar');
    await page.getByText('老师布置的题组').waitFor();
    await openDemoSet(page, '分时图读图（演示题组）', 1);
    // The chart of the set's day: price with 均价线 and volume.
    await page
      .locator('.ant-card', { hasText: '分时走势' })
      .locator('.highcharts-series-group')
      .waitFor();
    const cards = page.locator('.ant-card', { hasText: /^第\d+题：/ });
    await cards.first().waitFor();
    const n = await cards.count();
    expect(n).toBe(5);
    for (let i = 0; i < n; i += 1) await cards.nth(i).locator('.ant-radio-wrapper').first().click();
    await page.getByRole('button', { name: /^提\s?交$/ }).click();
    const scoreText = await page.getByText(/^得分：\d+分$/).textContent();
    const score = Number(/\d+/.exec(scoreText ?? '')?.[0]);
    expect(await page.locator('.ant-alert', { hasText: /回答(正确|错误)/ }).count()).toBe(5);
    // Told with the final (only) counted attempt: the stock and the day.
    await page.getByText(/（\d{6}） \d{4}-\d{2}-\d{2} 分时走势$/).waitFor();
    // The set shows the student's counted score of that round.
    await page
      .locator('[data-kline-set="分时图读图（演示题组）"]')
      .getByRole('button', { name: new RegExp(`^第1组\\s*${score}分$`) })
      .waitFor();
    await screenshot(page, 'training-kchart-timeshar');
    expect(errors).toEqual([]);
    await context.close();

    const t = await openPage(browser);
    await loginToTraining(t.page, teacherAccount);
    await t.page.getByTestId('training-menu').getByText('成绩统计').click();
    await t.page.waitForURL('**/TrainAchieveManage');
    // Every student of the run is listed: show this file's class.
    const classFilter = t.page.locator(
      '[data-page="TrainAchieveManage"] .ant-card-extra .ant-select',
    );
    await pickOption(
      t.page,
      () => classFilter.click(),
      klass.className,
      classFilter.getByText(klass.className),
    );
    await t.page.getByRole('tab', { name: '技能练习' }).click();
    // The panes visited before stay in the page, hidden.
    const pane = t.page.getByRole('tabpanel', { name: '技能练习' });
    const row = pane.locator('tr:visible', { hasText: studentAccount.account });
    await row.waitFor();
    // The 分时图 column of the student: the score just stored (its only 分时图 answer).
    const headers = await pane.locator('thead th:visible').allTextContents();
    const cell = row.locator('td').nth(headers.indexOf('分时图'));
    await expect(cell.textContent()).resolves.toBe(`${score}（1次）`);
    await screenshot(t.page, 'training-achieve-skills');
    expect(t.errors).toEqual([]);
    await t.context.close();
  });

  it('a student plays a 历史交易 session to the end and sees it against buy-and-hold', async () => {
    const { page, context, errors } = await openPage(browser);
    await loginToTraining(page);
    await page.getByTestId('training-menu').getByText('历史交易').click();
    await page.waitForURL('**/trainKChartHistrade');
    await page.getByText('老师布置的题组').waitFor();
    await openDemoSet(page, '历史交易（演示题组）', 2);
    await page.locator('[data-replay-bars="30"]').waitFor();
    const button = (label: string) =>
      page.getByRole('button', { name: new RegExp(`^${label[0]}\\s?${label[1]}$`) });
    // 20 decisions; each reveals exactly one more candle (the server sends no later one).
    for (let j = 0; j < 20; j += 1) {
      const label = j === 0 ? '买入' : j === 10 ? '卖出' : '持有';
      await button(label).click();
      await page.locator(`[data-replay-bars="${31 + j}"]`).waitFor();
      if (j === 0) await page.getByText('当前：持仓').waitFor();
    }
    await page.getByText('当前：空仓').waitFor();
    await expect(button('持有').isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: /^提\s?交$/ }).click();
    await page.locator('[data-histrade-result]').waitFor();
    await page.getByText(/^得分：\d+分$/).waitFor();
    await page.getByText('买入持有收益率').waitFor();
    await page.getByText('最优收益率').waitFor();
    await page.getByText(/^[+-]?\d+\.\d{2}%（跑(赢|输)买入持有）$/).waitFor();
    // Graded: the whole window and the security are shown.
    await page.locator('[data-replay-bars="50"]').waitFor();
    await page.locator('.ant-table-row', { hasText: '历史交易' }).first().waitFor();
    await screenshot(page, 'training-kchart-histrade');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('练习: the feedback of an answered question shows under that question alone', async () => {
    const token = await tokenOf(teacherAccount);
    const bank = await api<{ list: { questionID: number; questionType: number }[] }>(
      '/VETrain/Question/SearchQuestions?questionType=0&pageSize=100',
      { token },
    );
    const ids = bank.list.slice(0, 4).map((q) => q.questionID);
    expect(ids).toHaveLength(4);
    const title = `E2E练习反馈${stamp()}`;
    await api('/VETrain/Exercise/AddExercise', {
      token,
      body: { title, questionIDs: ids, classIDs: [klass.classID] },
    });
    const { page, context, errors } = await openPage(browser);
    await loginToTraining(page);
    await page.getByTestId('training-menu').getByText('练习', { exact: true }).click();
    await page.waitForURL('**/TrainPractice');
    await page
      .locator('.ant-list-item', { hasText: title })
      .getByRole('button', { name: '开始练习' })
      .click();
    await page.waitForURL('**/TrainPractice?exerciseID=*');
    const blocks = page.locator('[data-practice]');
    await blocks.nth(3).waitFor();
    const second = blocks.nth(1);
    await second.locator('.ant-radio-wrapper').first().click();
    await second.getByRole('button', { name: '提交答案' }).click();
    await second.locator('.ant-alert', { hasText: /回答(正确|错误)/ }).waitFor();
    for (const other of [0, 2, 3]) {
      expect(await blocks.nth(other).locator('.ant-alert').count()).toBe(0);
      expect(await blocks.nth(other).getByText(/解析/).count()).toBe(0);
    }
    expect(await page.locator('.ant-alert').count()).toBe(1);
    await screenshot(page, 'training-practice-feedback');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the replay played matches no range of the public K-line history of any security of the universe', async () => {
    expect(played?.bars).toHaveLength(120);
    const shown = (played?.bars ?? []).map((b) => b.close);
    const universe = await served;
    expect(universe.length).toBeGreaterThan(500);
    const source = universe.find(
      (x) => x.code === played?.source.code && x.market === played?.source.market,
    );
    expect(source?.closes.length).toBeGreaterThan(120);
    // The search finds a rebased copy of a served range (so it would find a leak) …
    const copy = (source?.closes ?? []).slice(40, 160).map((v) => Math.round(v * 137) / 100);
    expect(scaledMatches(copy, source?.closes ?? [])).toContain(40);
    // … and nothing for the replay, at any price scale, in any security.
    const found = universe.filter((x) => scaledMatches(shown, x.closes).length > 0);
    expect(found.map((x) => `${x.code}.${x.market}`)).toEqual([]);
  });
});
