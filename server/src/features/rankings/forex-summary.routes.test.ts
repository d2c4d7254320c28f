import { TEST_DB_KINDS } from '../../db/test-db';
import { hkRules } from '../../domain/hk';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { signIn } from '../../http/test-app';
import { expectOneValuation, startTradingServer } from '../trading/trading-test-kit';
import { rankingServiceOf } from './rankings.feature';

// A forex contest (658) with a few trades by two students: the summary's figures per pair and
// per day are checked against the stored fills, holdings and NAV closes; the ranking values every
// currency in CNY (a cross pair at its CNY rate, an HKD account at the contest's reference rate).
const universe = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter(
    (s) => s.market === 'FX' || (s.market === 'HKEX' && s.code === '00700') || s.code === '600519',
  );

interface Pair {
  code: string;
  trades: number;
  buyQty: number;
  sellQty: number;
  turnoverFen: number;
  feesFen: number;
  realisedFen: number;
  floatingFen: number;
  pnlFen: number;
  positionQty: number;
  traders: number;
}

describe.each(TEST_DB_KINDS)('forex contest summary on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  let other: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await startTradingServer(kind, universe);
    other = await signIn(t.s.app, 'trader02');
  }, 60_000);
  afterAll(() => t.s.close());
  beforeEach(() => t.s.clock.advance(5_000));

  const summary = async (headers = t.auth) => {
    // The summary reads the stored journal: let the engine write what it has booked.
    await t.svc.idle();
    rankingServiceOf(t.s.ctx).refreshLive(658);
    const r = await t.call('/VERace/Ranking/GetForexContestSummary', { MatchID: 658 }, headers);
    expect(r.isOK).toBe(true);
    return r.data as {
      participants: number;
      activeTraders: number;
      trades: number;
      turnoverFen: number;
      pnlFen: number;
      byCurrency: Pair[];
      balances: { currency: string; balance: number; cnyValueFen: number; holders: number }[];
      byDay: {
        tradeDate: string;
        trades: number;
        turnoverFen: number;
        traders: number;
        averageYield: number | null;
        best: { name: string; yield: number } | null;
        worst: { name: string; yield: number } | null;
        live: boolean;
      }[];
      mine: { trades: number; turnoverFen: number; rank: number | null; byCurrency: Pair[] };
    };
  };
  const stored = async (code: string) => {
    const [r] = await t.s.ctx.db.query<{ n: number; amount: number; fees: number; qty: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(r.amount), 0)::float8 AS amount,
         coalesce(sum(r.fees), 0)::float8 AS fees, coalesce(sum(r.qty), 0)::float8 AS qty
       FROM trading_reports r JOIN trading_accounts a USING (account_id)
       WHERE a.match_id = 658 AND r.exec_type = 15 AND r.code = $1`,
      [code],
    );
    return { n: Number(r?.n), fen: Number(r?.amount) / 10, fees: Number(r?.fees) / 10 };
  };
  const buy = (security: string, headers = t.auth) =>
    t.call(
      '/VERace/ForexTrade/PlaceForexOrder',
      { security, side: 1, orderQty: 1000, bizAction: 1 },
      headers,
    );

  it('is empty of trades before anyone trades, and lists the participants', async () => {
    await t.call('/VERace/ForexQuery/QueryForexAccounts');
    await t.call('/VERace/ForexQuery/QueryForexAccounts', {}, other);
    const s = await summary();
    expect(s.participants).toBe(2);
    expect(s.trades).toBe(0);
    expect(s.turnoverFen).toBe(0);
    // The opening USD are held (USDCNH) by both, not traded.
    const usd = s.byCurrency.find((p) => p.code === 'USDCNH');
    expect(usd).toMatchObject({ trades: 0, positionQty: 200_000, traders: 0 });
  });

  it('sums the fills per pair and per day, in fen, from the stored fills', async () => {
    expect((await buy('USDCNH')).isOK).toBe(true);
    expect((await buy('EURUSD')).isOK).toBe(true);
    expect((await buy('USDCNH', other)).isOK).toBe(true);
    await t.step(2);
    const s = await summary();
    const usd = s.byCurrency.find((p) => p.code === 'USDCNH') as Pair;
    const eur = s.byCurrency.find((p) => p.code === 'EURUSD') as Pair;
    const dbUsd = await stored('USDCNH');
    const dbEur = await stored('EURUSD');
    expect(usd).toMatchObject({ trades: 2, buyQty: 2000, sellQty: 0, traders: 2 });
    expect(usd.turnoverFen).toBe(Math.round(dbUsd.fen));
    expect(usd.feesFen).toBe(Math.round(dbUsd.fees));
    expect(eur).toMatchObject({ trades: 1, buyQty: 1000, traders: 1, positionQty: 1000 });
    // EURUSD settles in CNY through USD: about 1000 × 1.08 × 7.2 CNY, not 1000 × 1.08.
    expect(eur.turnoverFen).toBe(Math.round(dbEur.fen));
    expect(eur.turnoverFen).toBeGreaterThan(500_000);
    for (const p of s.byCurrency) expect(p.pnlFen).toBe(p.realisedFen + p.floatingFen - p.feesFen);
    expect(s.trades).toBe(3);
    expect(s.activeTraders).toBe(2);
    expect(s.turnoverFen).toBe(usd.turnoverFen + eur.turnoverFen);
    const today = s.byDay[0];
    expect(today).toMatchObject({ trades: 3, traders: 2, live: true });
    expect(today?.turnoverFen).toBe(s.turnoverFen);
    // Balances per currency: USD held by both (opening 100 000 each + 1000 bought each), EUR by one.
    const bal = (c: string) => s.balances.find((b) => b.currency === c);
    expect(bal('USD')).toMatchObject({ balance: 202_000, holders: 2 });
    expect(bal('EUR')).toMatchObject({ balance: 1000, holders: 1 });
    const [cash] = await t.s.ctx.db.query<{ li: number }>(
      `SELECT sum(cash_available + cash_frozen)::float8 AS li FROM trading_accounts
       WHERE match_id = 658 AND currency = 1`,
    );
    expect(bal('CNY')?.cnyValueFen).toBe(Math.round(Number(cash?.li) / 10));
    expect(s.mine.trades).toBe(2);
    expect(s.mine.byCurrency.map((p) => p.code).sort()).toEqual(['EURUSD', 'USDCNH']);
    expect((await summary(other)).mine.trades).toBe(1);
  });

  it('ranks on total assets with every currency in CNY (a cross pair at its CNY rate)', async () => {
    const acc = (await t.call('/VERace/ForexQuery/QueryForexAccounts')).data;
    await t.svc.idle();
    rankingServiceOf(t.s.ctx).refreshLive(658);
    const mine = await t.call('/VERace/Ranking/GetMyRanking', {
      MatchID: 658,
      pageIndex: 1,
      pageSize: 10,
    });
    const row = mine.data.list[0];
    expect(row.TotalAssets).toBeCloseTo(acc.assets.totalAssets, 1);
    // Opening USD and CNY are capital, not profit: P&L is only the spread and the fees.
    expect(Math.abs(row.TotalProfitLoss)).toBeLessThan(acc.assets.totalAssets * 0.01);
  });

  it('a closed day shows the mean, best and worst daily unit-NAV return', async () => {
    await t.nextDay();
    const s = await summary();
    const closed = s.byDay.find((d) => !d.live && d.trades === 3);
    if (!closed) throw new Error('no closed day');
    const navs = await t.s.ctx.db.query<{ nav: number }>(
      `SELECT n.nav FROM trading_nav n JOIN trading_accounts a USING (account_id)
       WHERE a.match_id = 658 AND n.trading_date = $1`,
      [closed.tradeDate],
    );
    const ys = navs.map((n) => Number(n.nav) - 1);
    expect(ys.length).toBe(2);
    expect(closed.averageYield).toBeCloseTo((ys[0]! + ys[1]!) / 2, 10);
    expect(closed.best?.yield).toBeCloseTo(Math.max(...ys), 10);
    expect(closed.worst?.yield).toBeCloseTo(Math.min(...ys), 10);
  });

  it('refuses a bad contest id and writes nothing', async () => {
    for (const MatchID of [0, -1, 'x', 1e12])
      expect((await t.call('/VERace/Ranking/GetForexContestSummary', { MatchID })).isOK).toBe(
        false,
      );
  });

  it('counts an HKD account in the ranking at the contest reference rate', async () => {
    await t.s.ctx.db.query('UPDATE matches SET initial_hkd = 800000 WHERE match_id = 139');
    const cny = (await t.call('/VERace/HKQuery/GetHKAccount', { section: 'HKStock' })).data;
    const hkd = (await t.call('/VERace/HKQuery/GetHKAccount', { section: 'HKMarkets' })).data;
    expect(hkd.currencyName).toBe('HKD');
    const rate = hkRules(await t.svc.core.settings(139)).referenceRate.sell;
    await t.svc.idle();
    rankingServiceOf(t.s.ctx).refreshLive(139);
    const row = (
      await t.call('/VERace/Ranking/GetMyRanking', { MatchID: 139, pageIndex: 1, pageSize: 10 })
    ).data.list[0];
    expect(row.TotalAssets).toBeCloseTo(cny.totalAssets + 800000 * rate, 1);
    // The HKD funds are capital: no profit appears from opening the account.
    expect(row.TotalProfitLoss).toBeCloseTo(0, 1);
    expect(Math.abs(row.TodayYield ?? 0)).toBeLessThan(1e-9);
    // 用户全部账户资产 adds the HKD account in CNY too.
    const all = (await t.call('/VERace/StockQuery/QueryCombineUserAssets')).data as {
      list: { currency: number; totalAssets: number }[];
      totalAssets: number;
    };
    expect(all.list.some((a) => a.currency === 2)).toBe(true);
    const inCny = all.list.reduce((s, a) => s + a.totalAssets * (a.currency === 2 ? rate : 1), 0);
    expect(all.totalAssets).toBeCloseTo(inCny, 2);
    // One valuation everywhere (issue 28 item 4): the 资产概览 card's figure (GetMyLatestRankingRN),
    // my row and the live board agree to the fen.
    const overview = await expectOneValuation(t, 139);
    expect(overview.UserID).toBe(row.UserID);
    expect(overview.TotalAssets).toBeCloseTo(row.TotalAssets, 2);
    expect(overview.TotalProfitLoss).toBeCloseTo(row.TotalProfitLoss, 2);
    await t.s.ctx.db.query('UPDATE matches SET initial_hkd = 0 WHERE match_id = 139');
  });
});
