import { rowCachesOf } from '../../cache/row-caches';
import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { startTradingServer } from '../trading/trading-test-kit';

jest.setTimeout(60_000);

/** 600519 and 600036: both on the default eligible list. */
const universe = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter(
    (s) => s.market === 'SSE' && ['600519', '600036'].includes(s.code),
  );

describe.each(TEST_DB_KINDS)('contest credit risk rules 60156–60159 (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  beforeAll(async () => {
    t = await startTradingServer(kind, universe);
    // The contest list enrols the user in the auto-enrol contest 139 (a trader to book fouls on).
    await t.call('/VERace/MatchManage/GetMatchGoing', { pageIndex: 1, pageSize: 10 });
  });
  afterAll(() => t.s.close(), 30_000);

  const rules = async (r: Record<string, unknown>) => {
    await t.s.ctx.db.query(
      `UPDATE matches SET contest_settings = jsonb_set(contest_settings, '{riskRules}', $1::jsonb)
       WHERE match_id = 139`,
      [JSON.stringify({ ...r, recordFouls: true })],
    );
    // Written behind the repository's back: invalidate the cached contest as its writes do.
    await rowCachesOf(t.s.ctx.db).contestChanged(t.s.ctx.db, 139);
  };
  const credit = (effect: string, qty: number) => {
    const q = t.svc.core.market.quote('600036.SSE');
    const price = effect === 'financeBuy' ? q?.asks[4]?.price : q?.last;
    return t.call('/VERace/MarginTrade/PlaceCreditOrder', {
      security: '600036',
      market: 'SSE',
      effect,
      orderQty: qty,
      price,
    });
  };
  const fouls = async () =>
    (await t.call('/VERace/FoulsRecord/SearchPersonalFoulsRecordList', { MatchID: 139 })).data
      .total;

  it('rejects a financing buy over the cumulative amount per security (60158) with a foul record', async () => {
    const last = t.svc.core.market.quote('600036.SSE')!.last;
    // Room for one lot of financing in 600036, not for two.
    await rules({ maxFinancingPerSecurity: last * 100 * 1.5 });
    expect((await credit('financeBuy', 100)).data).toMatchObject({ status: 2 });
    expect(await credit('financeBuy', 100)).toMatchObject({ isOK: false, retCode: 60158 });
    expect(await fouls()).toBe(1);
  });

  it('rejects a short sale over the cumulative amount per sector (60157); plain orders pass', async () => {
    const last = t.svc.core.market.quote('600036.SSE')!.last;
    await rules({ maxShortValuePerSector: last * 100 * 0.5 });
    expect(await credit('shortSell', 100)).toMatchObject({ isOK: false, retCode: 60157 });
    expect(await fouls()).toBe(2);
    expect((await credit('collateralBuy', 100)).retCode).toBe(0);
    await rules({});
  });
});
