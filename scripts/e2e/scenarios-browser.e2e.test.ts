import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { type Account, api, joinContest, newAdmin, newStudent, tokenOf } from './support/fixtures';
import { moveClock } from './support/market-control';
import {
  fillUntil,
  openFullFuturesLong,
  pickDate,
  quote,
  rollUntil,
  type Row,
  scheduleScenario,
  seededContest,
  student,
  studentPage,
} from './support/scenario-admin';
import { ownPortalForFile } from './support/portal-server';

// 行情情景 in the browser (issue 30 item 7; docs/market-rules.md, "Market scenarios"): an admin
// schedules each event through the real management page, the market is moved through the
// test-only control (never waited for), and the student's own trading page shows the forced path:
// a credit account liquidated (强平 in 查询中心), a futures long force-closed (强平 in 结算单), a
// forex margin account stopped out (强制平仓 in 利息与强平), an in-the-money index call settled at
// expiry (到期交割 in 历史成交). Each test has its own users; the securities it moves (601318, an
// al contract, AUDUSD, 000016 and one HO call) no other e2e file trades. The positions are opened
// through the API (the trading pages' own tests cover the tickets). The scheduling call's own
// answers (kinds, targets, the log) are checked by server/src/features/scenarios' route tests.

// A month of day ends and an expiry jump: on a server of the file's own (support/portal-server.ts).
ownPortalForFile();

let browser: Browser;
let admin: Account;
beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), newAdmin('scnb')]);
});
afterAll(async () => {
  await browser.close();
});

describe('market scenarios drive the forced paths in the browser', () => {
  jest.setTimeout(120_000);

  it('a -90 % gap presses 601318 limit-down until the credit account is liquidated (强平)', async () => {
    const { user, token } = await student('scbm');
    const from = (await moveClock('open')).tradingDate;
    const [security, market] = ['601318', 'SSE'];
    const price = (await quote(token, security, market)).limitUp as number;
    const asset = () => api<Row>('/VERace/MarginQuery/QueryCreditAsset', { token });
    const working = async () =>
      (await api<Row>('/VERace/MarginQuery/QueryCurOrdList?isCanCancel=1', { token })).total;
    // The financing's margin is held in cash, so the financing comes first; the rest buys collateral.
    for (const effect of ['financeBuy', 'collateralBuy']) {
      const max = await api<Row>(
        `/VERace/MarginQuery/QueryMaxCreditVolume?security=${security}&market=${market}&effect=${effect}&price=${price}`,
        { token },
      );
      const room =
        effect === 'financeBuy' ? ((await asset()).marginAvailable * 0.95) / price : Infinity;
      const qty = Math.floor(Math.min(max.maxVolume, room) / 100) * 100;
      await api('/VERace/MarginTrade/PlaceCreditOrder', {
        token,
        body: { security, market, effect, bizAction: 0, orderQty: qty, price },
      });
      await fillUntil(async () => (await working()) === 0);
    }
    const before = await asset();
    expect(before.maintenanceRatio).toBeGreaterThan(130);
    expect(await scheduleScenario(browser, admin, { kind: '跳空缺口', security, pct: -90 })).toBe(
      '已排期',
    );
    const forced = async () =>
      (
        await api<Row[]>(`/VERace/MarginQuery/QueryCurRptList?fromDate=${from}&toDate=2099-12-31`, {
          token,
        })
      ).some((f) => f.execType === 122);
    // The band holds the gap: one limit-down day a day end until the ratio is under 130 % (about
    // 12, each a settlement of every account: 20 s on a quiet machine, 100 s at a load of 11).
    await rollUntil(forced, 16);
    // The liquidation's proceeds repaid financing: less is owed than before the gap.
    expect((await asset()).financeDebt).toBeLessThan(before.financeDebt);
    const { page, context, errors } = await studentPage(browser, user, '/MarginTrading/index');
    await page.getByRole('tab', { name: '查询中心' }).click();
    const center = page.getByTestId('credit-query-center');
    await pickDate(page, '开始日期', from);
    await center.getByRole('button', { name: '查询' }).click();
    const liquidated = center.locator('.ant-table-row', { hasText: '强平' }).first();
    await liquidated.waitFor();
    expect(await liquidated.textContent()).toContain(security);
    await screenshot(page, 'scenario-margin-liquidated');
    expect(errors).toEqual([]);
    await context.close();
  }, 200_000);

  it('a limit-down run force-closes a futures long that used all its cash (强平)', async () => {
    const { user, token } = await student('scbf');
    await moveClock('open');
    const { contract: c, lots, held } = await openFullFuturesLong(token, 'al');
    const made = await scheduleScenario(browser, admin, {
      kind: '连续涨跌停',
      security: c.symbol,
      days: 2,
    });
    expect(made).toBe('已排期');
    await rollUntil(async () => (await held()) < lots, 3);
    const { page, context, errors } = await studentPage(
      browser,
      user,
      `/futures/index?code=${c.symbol}`,
    );
    await page.getByRole('tab', { name: '结算单' }).click();
    const forced = page
      .getByTestId('statement-settlements')
      .locator('.ant-table-row', { hasText: '强平' });
    await forced.first().waitFor();
    expect(await forced.first().textContent()).toContain(c.symbol);
    await screenshot(page, 'scenario-futures-forced');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a gap on AUDUSD stops a forex margin account out (强制平仓)', async () => {
    const name = '外汇保证金模拟交易赛';
    const [contest, user] = await Promise.all([seededContest(name), newStudent('scbx')]);
    await joinContest(user, contest);
    const token = await tokenOf(user);
    const call = <T>(path: string, body: Row = {}) =>
      api<T>(path, { token, body: { matchID: contest.matchID, ...body } });
    await moveClock('open');
    const account = () => call<Row>('/VERace/ForexQuery/QueryForexAccounts');
    const a = await account();
    const aud = (await quote(token, 'AUDUSD', 'FX')).last as number;
    const unitCny = aud * ((await quote(token, 'USDCNH', 'FX')).last as number);
    // At 1:100, 3 % of the free margin buys a position worth 3 × the equity: a -50 % gap costs
    // more than the account has, far under the 50 % stop-out line.
    const units = Math.floor((a.margin.freeMargin * 0.03 * 100) / unitCny / 1000) * 1000;
    for (let left = units; left > 0; left -= 1_000_000)
      await call('/VERace/ForexTrade/PlaceForexOrder', {
        security: 'AUDUSD',
        side: 1,
        orderQty: Math.min(left, 1_000_000),
        openClose: 1,
        price: Number((aud * 1.05).toFixed(5)),
      });
    const held = async () =>
      ((await account()).marginPositions as Row[]).reduce((n, p) => n + p.qty, 0);
    await fillUntil(async () => (await held()) === units);
    expect(
      await scheduleScenario(browser, admin, { kind: '跳空缺口', security: 'AUDUSD', pct: -50 }),
    ).toBe('已排期');
    await rollUntil(async () => (await held()) === 0, 3);
    const { page, context, errors } = await studentPage(
      browser,
      user,
      '/ForeignExchange/QueryCenter',
      name,
    );
    await page.getByTestId('fx-margin').waitFor();
    await page.getByRole('tab', { name: '利息与强平' }).click();
    const records = page.getByTestId('fx-margin-records');
    const stopOut = records.locator('.ant-table-row', { hasText: '强制平仓' }).first();
    await stopOut.waitFor();
    expect(await stopOut.textContent()).toContain('AUDUSD');
    await screenshot(page, 'scenario-forex-stop-out');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an index gap and the expiry jump settle an in-the-money HO call at expiry (到期交割)', async () => {
    const { user, token } = await student('scbo');
    const t = await moveClock('open');
    const index = (await quote(token, '000016', 'SSE')).last as number;
    const chain = await api<Row[]>('/VERace/SOQuery/GetSOSecurityCurInfo?underlying=000016', {
      token,
    });
    const calls = chain
      .filter((c) => c.optionType === 'C' && c.expiry > t.tradingDate)
      .sort((a, b) => String(a.expiry).localeCompare(String(b.expiry)));
    const expiry = calls[0]?.expiry as string;
    // The nearest month's call struck closest to the index (at the money now).
    const call = calls
      .filter((c) => c.expiry === expiry)
      .sort((a, b) => Math.abs(a.strike - index) - Math.abs(b.strike - index))[0] as Row;
    const q = await quote(token, call.symbol, call.market);
    await api('/VERace/SOTrade/PlaceSOOrder', {
      token,
      body: {
        security: call.symbol,
        market: call.market,
        side: 1,
        effect: 'open',
        orderQty: 1,
        price: q.limitUp ?? q.last * 2,
      },
    });
    const held = async () =>
      (await api<Row[]>('/VERace/SOQuery/QueryAssetPosition?kind=index', { token })).some(
        (p) => p.security === call.symbol && p.qty > 0,
      );
    await fillUntil(held);
    expect(
      await scheduleScenario(browser, admin, { kind: '跳空缺口', security: '000016', pct: 10 }),
    ).toBe('已排期');
    expect(
      await scheduleScenario(browser, admin, { kind: '跳至下一到期日', security: call.symbol }),
    ).toBe('已执行');
    // The next day end exercises the month: the call is settled in cash (到期交割).
    await moveClock('nextDay');
    expect(await held()).toBe(false);
    const capital = await api<Row>('/VERace/SOQuery/QueryAssetCapital?kind=index', { token });
    // Bought at the money, settled 10 % in the money: the exercise paid more than the premium.
    expect(capital.realisedPL).toBeGreaterThan(0);
    const { page, context, errors } = await studentPage(
      browser,
      user,
      '/StockIndexOptions/QueryHistory',
    );
    await page.getByRole('tab', { name: '历史成交' }).click();
    const history = page.getByTestId('options-history');
    await pickDate(page, '开始日期', expiry);
    await history.getByRole('button', { name: '查询' }).click();
    const settled = page
      .getByTestId('options-history-fills')
      .locator('.ant-table-row', { hasText: '到期交割' });
    await settled.first().waitFor();
    const text = (await settled.first().textContent()) ?? '';
    expect(text).toContain(call.symbol);
    expect(text).toContain(expiry);
    await screenshot(page, 'scenario-option-expiry');
    expect(errors).toEqual([]);
    await context.close();
  });
});
