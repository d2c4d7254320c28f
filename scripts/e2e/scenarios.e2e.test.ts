import { type Account, api, newAdmin, tokenOf } from './support/fixtures';
import { moveClock } from './support/market-control';
import { ownPortalForFile } from './support/portal-server';
import {
  fillUntil,
  openFullFuturesLong,
  quote,
  rollUntil,
  type Row,
  student,
} from './support/scenario-admin';

// 行情情景 (issue 30 item 7; docs/market-rules.md, "Market scenarios") against the built server: an
// admin schedules an event for the whole simulated market through /VERace/MarketScenario and the
// day-end forced paths follow — a credit account pressed below the 130 % line is liquidated (强平
// 122), a full futures long is force-closed after a limit-down run (122), and an index call put in
// the money is settled at expiry after the expiry jump (到期 123). The file's users are its own;
// the securities it moves (000858, a zn contract, 000300 and one IO call) no other e2e file trades.
// The clock moves through the test-only market control, never by waiting.

// A month of day ends and an expiry jump: on a server of the file's own (support/portal-server.ts).
ownPortalForFile();

let admin: Account;
beforeAll(async () => {
  admin = await newAdmin('scn');
});

async function scenario(body: Row): Promise<Row> {
  return api<Row>('/VERace/MarketScenario/AddScenario', { token: await tokenOf(admin), body });
}

describe('market scenarios drive the forced paths end to end', () => {
  jest.setTimeout(60_000);

  it('an index gap and the expiry jump have an in-the-money IO call settled at expiry (123)', async () => {
    const { token } = await student('scno');
    await moveClock('open');
    const t = await quote(token, '000300', 'SSE');
    const chain = await api<Row[]>('/VERace/SOQuery/GetSOSecurityCurInfo?underlying=000300', {
      token,
    });
    const calls = chain
      .filter((c) => c.optionType === 'C' && c.expiry > t.tradingDate)
      .sort((a, b) => String(a.expiry).localeCompare(String(b.expiry)));
    const expiry = calls[0]?.expiry as string;
    const call = calls
      .filter((c) => c.expiry === expiry)
      .sort((a, b) => Math.abs(a.strike - t.last) - Math.abs(b.strike - t.last))[0] as Row;
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
      (await api<Row[]>('/VERace/SOQuery/QueryAssetPosition?kind=index', { token })).filter(
        (p) => p.security === call.symbol && p.qty > 0,
      ).length;
    await fillUntil(async () => (await held()) > 0);
    await scenario({ kind: 'gap', security: '000300', market: 'SSE', pct: 10 });
    const jump = await scenario({ kind: 'expiryJump', security: call.symbol, market: call.market });
    expect(jump).toMatchObject({ kind: 'expiryJump', targetDate: expiry, status: 'done' });
    await moveClock('nextDay');
    expect(await held()).toBe(0);
    const capital = await api<Row>('/VERace/SOQuery/QueryAssetCapital?kind=index', { token });
    // Bought at the money, settled 10 % in the money: the exercise paid more than the premium.
    expect(capital.realisedPL).toBeGreaterThan(0);
  });

  it('a -90 % gap presses a stock limit-down until its credit account is liquidated (122)', async () => {
    const { token } = await student('scnm');
    await moveClock('open');
    const security = '000858';
    const market = 'SZSE';
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
    const from = before.tradingDate ?? '2000-01-01';
    await scenario({ kind: 'gap', security, market, pct: -90, note: 'e2e 连续跌停' });
    const forced = async () =>
      (
        await api<Row[]>(`/VERace/MarginQuery/QueryCurRptList?fromDate=${from}&toDate=2099-12-31`, {
          token,
        })
      ).filter((f) => f.execType === 122);
    await rollUntil(async () => (await forced()).length > 0, 14);
    expect((await asset()).financeDebt).toBeLessThan(before.financeDebt);
    // The engine holds the financing's margin in cash, so the ratio starts near 215 % and needs
    // about 12 limit-down days (a day end each, about 4 s on a loaded machine) to reach 130 %.
  }, 90_000);

  it('a limit-down run force-closes a futures long that used all its cash (122)', async () => {
    const { token } = await student('scnf');
    await moveClock('open');
    const { contract: c, lots, held } = await openFullFuturesLong(token, 'zn');
    await scenario({ kind: 'limitRun', security: c.symbol, market: c.market, pct: -1, days: 2 });
    await rollUntil(async () => (await held()) < lots, 3);
  });
});
