import { ALL_TEST_DB_KINDS } from '../../db/test-db';
import { signIn } from '../../http/test-app';
import { startTradingServer } from './trading-test-kit';

describe.each(ALL_TEST_DB_KINDS)('trading calls on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  beforeAll(async () => {
    t = await startTradingServer(kind);
  }, 60_000);
  afterAll(() => t.s.close());
  beforeEach(() => t.s.clock.advance(5_000));

  const px = (level: { price: number } | undefined) => level?.price ?? 0;
  /** The live quote, as the exchange sees it. */
  const quote = async (security: string) => {
    const q = t.svc.core.market.quote(
      t.svc.core.market.security(security)?.code +
        '.' +
        t.svc.core.market.security(security)?.market,
    );
    if (!q) throw new Error(`no quote for ${security}`);
    return q;
  };
  const buy = async (security: string, qty: number, price?: number, extra = {}) =>
    t.call('/TradeGW/Trade/PlaceXHOrder', {
      security,
      side: 'B',
      orderQty: qty,
      ...(price === undefined ? { bizAction: 1 } : { price }),
      ...extra,
    });

  it('lists the default-contest asset account with 2,300,000 initial funds', async () => {
    const info = await t.call('/TradeGW/HisQuery/QueryUserInfo');
    expect(info.retCode).toBe(0);
    expect(info.data.assetAccounts).toEqual([
      expect.objectContaining({ assetType: 1, matchID: 139, currency: 1 }),
    ]);
    const assets = await t.call('/VERace/StockQuery/QueryUserAssets');
    expect(assets.data).toMatchObject({ totalAssets: 2_300_000, availableCash: 2_300_000 });
  });

  it('fills a buy at the ask prices and pushes the order and fill to its owner', async () => {
    const q = await quote('601398');
    const res = await buy('601398', 200, px(q.asks[4]), { clOrdId: 'fill-1' });
    expect(res.retCode).toBe(0);
    expect(res.data).toMatchObject({
      security: '601398',
      side: 1,
      orderQty: 200,
      status: 2,
      statusName: '已成',
    });
    expect(res.data.avgPrice).toBeLessThanOrEqual(px(q.asks[4]));
    const pushes = t.s.hub.sent.filter((p) => p.target === 'StkTradeReport');
    expect(pushes.at(-1)?.payload).toMatchObject({
      security: '601398',
      execType: 15,
      execTypeName: '成交',
    });
    const held = await t.call('/TradeGW/Query/QuerySecurityAssets', {});
    expect(held.data.list[0]).toMatchObject({ security: '601398', qty: 200, sellableQty: 0 });
  });

  it('rejects a STAR buy of 150 shares with 60002 委托数量非法', async () => {
    const q = await quote('688981');
    const res = await buy('688981', 150, q.last);
    expect(res).toMatchObject({ isOK: false, retCode: 60002, msg: '委托数量非法' });
  });

  it('rejects a price outside the daily band with 60003', async () => {
    const q = await quote('600519');
    const res = await buy('600519', 100, Number(((q.limitUp ?? 0) + 0.01).toFixed(2)));
    expect(res).toMatchObject({ retCode: 60003, msg: '委托价格非法' });
  });

  it('answers a repeated client order id with 60015 and never fills it twice', async () => {
    const q = await quote('601398');
    expect((await buy('601398', 100, px(q.asks[4]), { clOrdId: 'dup-1' })).retCode).toBe(0);
    const again = await buy('601398', 100, px(q.asks[4]), { clOrdId: 'dup-1' });
    expect(again).toMatchObject({ retCode: 60015, msg: '重复下单' });
    const held = await t.call('/TradeGW/Query/QueryMaxSellVolume', { security: '601398' });
    expect(held.data.maxVolume).toBe(0);
    const orders = await t.call('/VERace/StockQuery/QueryStkCurOrdList', { security: '601398' });
    expect(orders.data.list.filter((o: { clOrdId: string }) => o.clOrdId === 'dup-1')).toHaveLength(
      1,
    );
  });

  it('cannot sell shares bought today (60005), and can after the T+1 release', async () => {
    const q = await quote('601398');
    const sell = { security: '601398', side: 'S', orderQty: 100, price: px(q.bids[0]) };
    expect(await t.call('/TradeGW/Trade/PlaceXHOrder', sell)).toMatchObject({
      retCode: 60005,
      msg: '可用持仓不足',
    });
    await t.nextDay();
    const max = await t.call('/TradeGW/Query/QueryMaxSellVolume', { security: '601398' });
    expect(max.data.maxVolume).toBe(300);
  });

  it('rests a limit order below the market and cancels it', async () => {
    const q = await quote('600519');
    const placed = await buy('600519', 100, q.limitDown ?? 0);
    expect(placed.data).toMatchObject({ status: 0, statusName: '已报', cancelable: true });
    const working = await t.call('/VERace/StockQuery/QueryStkCurOrdList', { isCanCancel: 1 });
    expect(working.data.list.map((o: { orderId: number }) => o.orderId)).toContain(
      placed.data.orderId,
    );
    const assets = await t.call('/VERace/StockQuery/QueryUserAssets');
    expect(assets.data.frozenCash).toBeGreaterThan(0);
    const cancelled = await t.call('/VERace/StockTrade/CancelStkOrder', {
      orderId: placed.data.orderId,
    });
    expect(cancelled.data).toMatchObject({ status: 4, statusName: '已撤' });
    expect((await t.call('/VERace/StockQuery/QueryUserAssets')).data.frozenCash).toBe(0);
    const again = await t.call('/VERace/StockTrade/CancelStkOrder', {
      orderId: placed.data.orderId,
    });
    expect(again).toMatchObject({ retCode: 60009, msg: '撤单失败' });
    const rpt = await t.call('/VERace/StockQuery/QueryStkCurRptList', {});
    expect(rpt.data.list[0]).toMatchObject({ execType: 4, execTypeName: '撤单', qty: 100 });
  });

  it('expires unfilled day orders at the day end with status 3 and stores a NAV', async () => {
    const q = await quote('600519');
    const placed = await buy('600519', 100, q.limitDown ?? 0);
    await t.nextDay();
    const his = await t.call('/VERace/StockQuery/QueryStkHisOrdList', { pageSize: 50 });
    const order = his.data.list.find((o: { orderId: number }) => o.orderId === placed.data.orderId);
    expect(order).toMatchObject({ status: 3, statusName: '收盘撤单' });
    const navs = await t.s.ctx.db.query('SELECT nav FROM trading_nav');
    expect(navs.length).toBeGreaterThan(0);
  });

  it('books a dividend and bonus shares at the ex-date (111, 112)', async () => {
    const teacher = await signIn(t.s.app, 'teacher9');
    const exDate = t.svc.core.market.now().tradingDate;
    const nextDate = t.mkt.clock.calendar.shift(exDate, 1);
    const set = await t.call(
      '/VERace/TradeAdmin/SetCorporateAction',
      {
        security: '601398',
        market: 'SSE',
        exDate: nextDate,
        cashPerShare: 0.3,
        sharesPerShare: 0.1,
      },
      teacher,
    );
    expect(set.retCode).toBe(0);
    await t.nextDay();
    const rpt = await t.call('/VERace/StockQuery/QueryStkHisRptList', { pageSize: 100 });
    const types = rpt.data.list.map((r: { execType: number }) => r.execType);
    expect(types).toEqual(expect.arrayContaining([111, 112]));
    const held = await t.call('/TradeGW/Query/QuerySecurityAssets', {});
    expect(held.data.list.find((p: { security: string }) => p.security === '601398').qty).toBe(330);
  });

  it('rejects a security the contest does not permit with 60010 (spec §5)', async () => {
    await t.svc.core.accounts.saveSettings(139, {
      securityTypes: [{ market: 'SSE', securityType: 1 }],
    });
    t.svc.core.reloadSettings(139);
    const star = await quote('688981');
    expect(await buy('688981', 200, star.last)).toMatchObject({ retCode: 60010, msg: '业务禁止' });
    const main = await quote('601398');
    expect((await buy('601398', 100, main.limitDown ?? 0)).retCode).toBe(0);
    await t.svc.core.accounts.saveSettings(139, {});
    t.svc.core.reloadSettings(139);
  });

  it('rejects an order of a suspended security with 60006 until it resumes', async () => {
    const teacher = await signIn(t.s.app, 'teacher9');
    const halt = { security: '600519', market: 'SSE', suspended: true };
    expect((await t.call('/VERace/TradeAdmin/SetSuspension', halt, teacher)).retCode).toBe(0);
    const q = await quote('600519');
    expect(await buy('600519', 100, q.last)).toMatchObject({ retCode: 60006, msg: '证券已停牌' });
    await t.call('/VERace/TradeAdmin/SetSuspension', { ...halt, suspended: false }, teacher);
    expect((await buy('600519', 100, q.limitDown ?? 0)).retCode).toBe(0);
  });

  it('transfers between bank and account and lists the records', async () => {
    expect(
      (await t.call('/VERace/StockQuery/BankSecuritiesTransfer', { direction: 1, amount: 1000 }))
        .retCode,
    ).toBe(0);
    expect(
      (await t.call('/VERace/StockQuery/BankSecuritiesTransfer', { direction: 2, amount: 250.5 }))
        .retCode,
    ).toBe(0);
    const tooMuch = await t.call('/VERace/StockQuery/BankSecuritiesTransfer', {
      direction: 2,
      amount: 9e9,
    });
    expect(tooMuch).toMatchObject({ retCode: 60004, msg: '可用资金不足' });
    const list = await t.call('/VERace/StockQuery/GetTransferRecords', {
      pageIndex: 1,
      pageSize: 1,
    });
    expect(list.data).toMatchObject({ total: 2, list: [{ direction: 2, amount: 250.5 }] });
    const sum = await t.call('/VERace/StockQuery/GetTransferRecordSummary');
    expect(sum.data).toEqual({ transferIn: 1000, transferOut: 250.5, net: 749.5, count: 2 });
  });

  it('lets a teacher read a student snapshot by TraderID but not another student', async () => {
    const info = await t.call('/TradeGW/HisQuery/QueryUserInfo');
    const traderId = info.data.assetAccounts[0].accountid;
    const teacher = await signIn(t.s.app, 'teacher9');
    const snap = await t.call(
      '/VERace/StockQuery/QueryCurOrdListSnapshot',
      { TraderID: traderId, PageIndex: 1, PageSize: 5 },
      teacher,
    );
    expect(snap.retCode).toBe(0);
    const other = await signIn(t.s.app, 'trader02');
    const refused = await t.call(
      '/VERace/StockQuery/QueryCurOrdListSnapshot',
      { TraderID: traderId },
      other,
    );
    expect(refused).toMatchObject({ retCode: 60016, msg: '无效账户' });
    const place = await t.call(
      '/TradeGW/Trade/PlaceXHOrder',
      { assetAccount: traderId, security: '601398', side: 1, orderQty: 100, price: 1 },
      other,
    );
    expect(place.retCode).toBe(60016);
  });

  it('exports today’s orders and fills as Excel workbooks', async () => {
    for (const url of [
      '/VERace/TraderQuery/ExportTodayDelegate',
      '/VERace/TraderQuery/ExportTodayMakeBargain',
      '/VERace/StockQuery/ExportTransferRecords',
    ]) {
      const res = await t.s.app.inject({ method: 'GET', url, headers: t.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('refuses an order burst with 60103', async () => {
    const q = await quote('601398');
    const codes: number[] = [];
    for (let i = 0; i < 45; i += 1)
      codes.push((await buy('601398', 100, q.limitDown ?? 0)).retCode);
    expect(codes.filter((c) => c === 60103).length).toBeGreaterThan(0);
    expect(codes.slice(0, 40).every((c) => c === 0)).toBe(true);
  });

  it('keeps the accounting identity in the database for every account', async () => {
    await t.svc.idle();
    const rows = await t.s.ctx.db.query<{ ok: boolean }>(
      `SELECT a.initial_cash + a.transfers - a.fees + a.realised
              = a.cash_available + a.cash_frozen + coalesce(sum(p.cost), 0) AS ok
       FROM trading_accounts a LEFT JOIN trading_positions p ON p.account_id = a.account_id
       GROUP BY a.account_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.ok)).toBe(true);
  });
});
