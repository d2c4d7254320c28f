import { rowCachesOf } from '../../cache/row-caches';
import type { SqlParam } from '../../db/db';
import { TEST_DB_KINDS } from '../../db/test-db';
import { startTradingServer } from '../trading/trading-test-kit';

jest.setTimeout(60_000);

describe.each(TEST_DB_KINDS)('the contest gate on the exchange (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  beforeAll(async () => {
    t = await startTradingServer(kind);
  });
  afterAll(() => t.s.close());

  /** Writes the contest row behind the repository's back, then invalidates as its writes do. */
  const setContest = async (sql: string, params: SqlParam[] = []) => {
    await t.s.ctx.db.query(`UPDATE matches SET ${sql} WHERE match_id = 139`, params);
    await rowCachesOf(t.s.ctx.db).contestChanged(t.s.ctx.db, 139);
  };
  /** The exchange's own trading settings are re-read after 5 s of server time. */
  const afterCache = () => t.s.clock.advance(6_000);
  const lowBuy = async (qty: number) => {
    const sec = t.svc.core.market.security('601398');
    const q = t.svc.core.market.quote(`${sec?.code}.${sec?.market}`);
    return t.call('/TradeGW/Trade/PlaceXHOrder', {
      security: '601398',
      side: 'B',
      orderQty: qty,
      price: q?.limitDown,
    });
  };

  it('rejects an order over the contest single-order maximum with 60142 and records a foul', async () => {
    await setContest(`contest_settings = jsonb_set(contest_settings, '{riskRules}', $1::jsonb)`, [
      JSON.stringify({ maxOrderQty: 1000, recordFouls: true }),
    ]);
    afterCache();
    // The contest list enrols the user in the auto-enrol contest 139 (a trader to book the foul on).
    await t.call('/VERace/MatchManage/GetMatchGoing', { pageIndex: 1, pageSize: 10 });
    expect(await lowBuy(2000)).toMatchObject({ isOK: false, retCode: 60142 });
    expect((await lowBuy(500)).retCode).toBe(0);
    const fouls = await t.call('/VERace/FoulsRecord/SearchPersonalFoulsRecordList', {
      MatchID: 139,
    });
    expect(fouls.data.total).toBe(1);
    await setContest(`contest_settings = contest_settings - 'riskRules'`);
    afterCache();
  });

  it('refuses orders in a contest that has ended with 60010', async () => {
    await setContest(`end_time = '2020-06-01T00:00:00Z'`);
    afterCache();
    expect(await lowBuy(100)).toMatchObject({ isOK: false, retCode: 60010 });
    await setContest(`end_time = '2099-12-31T00:00:00Z'`);
    afterCache();
    expect((await lowBuy(100)).retCode).toBe(0);
  });
});
