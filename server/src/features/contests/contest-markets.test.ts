import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { addUser, signIn } from '../../http/test-app';
import { startTradingServer } from '../trading/trading-test-kit';

jest.setTimeout(90_000);

/** One security of each asset class: A-share, ETF, futures (IF, cu), ETF option, HK, forex. */
function mixedUniverse(asOf: string, cal: TradingCalendar) {
  const taken = new Map<string, number>();
  const first = (kind: string, n: number) => {
    const had = taken.get(kind) ?? 0;
    taken.set(kind, had + 1);
    return had < n;
  };
  return buildUniverse(asOf, cal).filter((s) => {
    if (['601398', '510300', '000300'].includes(s.code) && s.market !== 'HKEX') return true;
    if (['IF', 'cu'].includes(s.derivative?.futures?.product ?? '')) return true;
    if (s.type === 9) return first('etf-option', 2);
    if (s.market === 'HKEX') return s.code === '00700';
    if (s.market === 'FX') return s.code === 'USDCNH';
    return false;
  });
}

type Call = Awaited<ReturnType<typeof startTradingServer>>['call'];

describe.each(TEST_DB_KINDS)(
  'a contest trades only its own markets, on its own account (%s)',
  (kind) => {
    let t: Awaited<ReturnType<typeof startTradingServer>>;
    let adminCall: Call;
    let stockOnly: number;
    let futuresOnly: number;
    let defaultAccount: number;
    let contestAccount: number;
    let futuresAccount: number;

    const sec = (pred: (s: { code: string; market: string; type: number }) => boolean) => {
      const found = t.mkt.market.all().find(pred);
      if (!found) throw new Error('security missing from the test universe');
      const q = t.svc.core.market.quote(`${found.code}.${found.market}`);
      return { code: found.code, market: found.market, last: q?.last ?? 1 };
    };
    const future = () => sec((s) => s.type === 8 && s.code.toLowerCase().startsWith('cu'));
    const stock = () => sec((s) => s.code === '601398');

    const newContest = async (name: string, matchType: number, breeds: number[]) => {
      const made = await adminCall('/VERace/MatchManage/AddMatch', {
        matchType,
        matchBasisInfo: {
          matchName: name,
          initialRMB: 1_000_000,
          registrationStartTime: '2020-01-01T00:00:00Z',
          registrationEndTime: '2099-01-01T00:00:00Z',
          startTime: '2020-01-02T00:00:00Z',
          endTime: '2099-12-31T00:00:00Z',
        },
        allowedBreedIDs: breeds,
      });
      const matchID = made.data.matchBasisInfo.matchID as number;
      await adminCall('/VERace/MatchManage/PublishMatch', { matchID });
      await adminCall('/VERace/MatchManage/AuditMatch', { matchID });
      return matchID;
    };
    const accounts = async () =>
      (await t.call('/TradeGW/HisQuery/QueryUserInfo')).data.assetAccounts as {
        accountid: number;
        matchID: number;
      }[];
    const enter = async (matchId: number) => {
      const going = await t.call('/VERace/MatchManage/GetMatchGoing', { pageSize: 100 });
      const me = (going.data.list as { matchID: number; traderID: string }[]).find(
        (m) => m.matchID === matchId,
      );
      const r = await t.call('/VERace/MatchUser/LoginMatch', { traderID: Number(me?.traderID) });
      expect(r.isOK).toBe(true);
    };

    beforeAll(async () => {
      t = await startTradingServer(kind, mixedUniverse);
      await addUser(t.s.ctx, { userName: 'admin28', role: 'admin' });
      const adminAuth = await signIn(t.s.app, 'admin28');
      adminCall = (url, params = {}) => t.call(url, params, adminAuth);
      stockOnly = await newContest('只含A股的比赛', 1, [101]);
      futuresOnly = await newContest('商品期货比赛', 7, [5]);
      for (const id of [stockOnly, futuresOnly]) {
        expect((await t.call('/VERace/MatchManage/SignUpMatch', { matchId: id })).isOK).toBe(true);
      }
      const list = await accounts();
      defaultAccount = list.find((a) => a.matchID === 139)?.accountid ?? 0;
      contestAccount = list.find((a) => a.matchID === stockOnly)?.accountid ?? 0;
      futuresAccount = list.find((a) => a.matchID === futuresOnly)?.accountid ?? 0;
      expect(defaultAccount * contestAccount * futuresAccount).toBeGreaterThan(0);
    });
    afterAll(() => t.s.close());
    beforeEach(() => t.s.clock.advance(2_000));

    /** An order of every asset class, each through its own call, on `account` (or none). */
    const orders = (account?: number) => {
      const a = account === undefined ? {} : { assetAccount: account };
      const s = stock();
      const f = future();
      const o = sec((x) => x.type === 9);
      const hk = sec((x) => x.code === '00700');
      const fx = sec((x) => x.code === 'USDCNH');
      return {
        stock: () =>
          t.call('/TradeGW/Trade/PlaceXHOrder', {
            ...a,
            security: s.code,
            market: s.market,
            side: 'B',
            orderQty: 100,
            price: s.last,
          }),
        futures: () =>
          t.call('/VERace/FuturesTrade/PlaceFuturesOrder', {
            ...a,
            security: f.code,
            market: f.market,
            side: 1,
            effect: 'open',
            orderQty: 1,
            price: f.last,
          }),
        options: () =>
          t.call('/VERace/SOTrade/PlaceSOOrder', {
            ...a,
            security: o.code,
            market: o.market,
            side: 1,
            effect: 'open',
            orderQty: 1,
            price: o.last,
          }),
        hk: () =>
          t.call('/TradeGW/Trade/PlaceXHOrder', {
            ...a,
            security: hk.code,
            market: hk.market,
            side: 'B',
            orderQty: 100,
            price: hk.last,
          }),
        margin: () =>
          t.call('/VERace/MarginTrade/PlaceCreditOrder', {
            ...a,
            security: s.code,
            market: s.market,
            effect: 'financeBuy',
            orderQty: 100,
            price: s.last,
          }),
        forex: () =>
          t.call('/VERace/ForexTrade/PlaceForexOrder', {
            ...a,
            security: fx.code,
            side: 1,
            orderQty: 1000,
            price: fx.last,
          }),
        intraday: () =>
          t.call('/VERace/IntradayTrade/PlaceOrder', {
            ...a,
            security: s.code,
            market: s.market,
            side: 1,
            orderQty: 100,
            price: s.last,
          }),
        transfer: () =>
          t.call('/VERace/StockQuery/BankSecuritiesTransfer', { ...a, direction: 1, amount: 100 }),
      };
    };

    it('before entering a contest the default contest account trades as before', async () => {
      const r = await orders(defaultAccount).futures();
      expect(r.retCode).toBe(0);
    });

    it.each([
      'stock',
      'futures',
      'options',
      'hk',
      'margin',
      'forex',
      'intraday',
      'transfer',
    ] as const)(
      'in the stock-only contest, %s on the default contest account is refused with 60010 and writes nothing',
      async (cls) => {
        await enter(stockOnly);
        // What an earlier test placed is written first (the engine books asynchronously).
        await t.svc.idle();
        const before = await t.s.ctx.db.query(
          'SELECT count(*)::int AS n FROM trading_orders WHERE account_id = $1',
          [defaultAccount],
        );
        const r = await orders(defaultAccount)[cls]();
        expect(r).toMatchObject({ isOK: false, retCode: 60010 });
        await t.svc.idle();
        const after = await t.s.ctx.db.query(
          'SELECT count(*)::int AS n FROM trading_orders WHERE account_id = $1',
          [defaultAccount],
        );
        expect(after).toEqual(before);
      },
    );

    it.each(['futures', 'options', 'hk', 'forex'] as const)(
      'in the stock-only contest, %s on its own account (or none named) is refused with 60010',
      async (cls) => {
        await enter(stockOnly);
        expect(await orders(contestAccount)[cls]()).toMatchObject({ isOK: false, retCode: 60010 });
        expect(await orders()[cls]()).toMatchObject({ isOK: false, retCode: 60010 });
      },
    );

    it('an order without an account acts on the contest the user is in', async () => {
      await enter(stockOnly);
      const r = await orders().stock();
      expect(r.retCode).toBe(0);
      expect(r.data.assetAccount).toBe(contestAccount);
    });

    it('a working order of another contest cannot be cancelled from this one (60010)', async () => {
      await enter(139);
      const s = stock();
      const placed = await t.call('/TradeGW/Trade/PlaceXHOrder', {
        assetAccount: defaultAccount,
        security: s.code,
        market: s.market,
        side: 'B',
        orderQty: 100,
        price: Math.round(s.last * 0.92 * 100) / 100,
      });
      expect(placed.retCode).toBe(0);
      await enter(stockOnly);
      const orderId = placed.data.orderId;
      const cancel = await t.call('/VERace/StockTrade/CancelStkOrder', {
        assetAccount: defaultAccount,
        orderId,
      });
      expect(cancel).toMatchObject({ isOK: false, retCode: 60010 });
      await enter(139);
      const again = await t.call('/VERace/StockTrade/CancelStkOrder', {
        assetAccount: defaultAccount,
        orderId,
      });
      expect(again.retCode).toBe(0);
    });

    it('a commodity futures contest refuses A-shares on its own account (60010) and trades futures', async () => {
      await enter(futuresOnly);
      expect(await orders(futuresAccount).stock()).toMatchObject({ isOK: false, retCode: 60010 });
      expect((await orders(futuresAccount).futures()).retCode).toBe(0);
    });
  },
);
