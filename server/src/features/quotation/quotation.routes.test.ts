import { TEST_DB_KINDS } from '../../db/test-db';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { startTestServer, type TestServer } from '../../http/test-app';
import { configureMarket, marketOf } from './market-service';

const SAMPLE = new Set([
  '600519',
  '000001',
  '688981',
  '300750',
  '510050',
  '000300',
  'IF2612',
  'EURUSD',
  'USDJPY',
  '10008001',
  '10008011',
]);
const small = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter((s) => SAMPLE.has(s.code));

describe.each(TEST_DB_KINDS)('quotation calls on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    configureMarket(s.ctx, {
      mode: 'manual',
      ticker: false,
      startDate: '2026-11-20',
      universe: small,
    });
    (await marketOf(s.ctx)).clock.advance(1200);
  }, 60_000);
  afterAll(() => s.close());

  const get = async (url: string, query: Record<string, string> = {}) =>
    (await s.app.inject({ method: 'GET', url, query })).json();

  it('finds 贵州茅台 by its pinyin gzmt', async () => {
    const res = await get('/QuotationAPI/api/v1/security/search', {
      keyword: 'gzmt',
      markets: 'SSE,SZSE',
    });
    expect(res.data[0]).toEqual({
      symbol: '600519',
      shortname: '贵州茅台',
      pyshortname: 'GZMT',
      market: 'SSE',
      typeid: 1,
    });
  });

  it('answers 1-minute and daily bars, refusing an unknown period or symbol in Chinese', async () => {
    const minutes = await get('/QuotationAPI/api/v1/min/values/symbol', {
      symbol: '600519',
      freq: '1',
    });
    expect(minutes.isOK).toBe(true);
    expect(minutes.data.bars).toHaveLength(60);
    const five = await get('/QuotationAPI/api/v1/min/values/symbol', {
      symbol: '600519',
      freq: '5',
      days: '5',
    });
    expect(five.data.bars).toHaveLength(4 * 48 + 12);
    const daily = await get('/QuotationAPI/api/v1/min/values/symbol', {
      symbol: '000001.SSE',
      freq: 'D',
      count: '500',
    });
    expect(daily.data.shortName).toBe('上证指数');
    expect(daily.data.bars).toHaveLength(500);
    const bad = await get('/QuotationAPI/api/v1/min/values/symbol', {
      symbol: '600519',
      freq: '7',
    });
    expect(bad).toMatchObject({ isOK: false, msg: expect.stringContaining('不支持的K线周期：7') });
    const unknown = await get('/QuotationAPI/api/v1/min/values/symbol', {
      symbol: '999999',
      freq: '1',
    });
    expect(unknown).toMatchObject({ isOK: false, msg: '证券代码不存在：999999' });
  });

  it('lists snapshots of the asked codes with five-level books, and refuses huge pages', async () => {
    const res = await get('/tick/symbols', {
      codes: '600519,000001.SZSE',
      orderBy: 'changePct',
      sortord: 'desc',
    });
    expect(res.data.total).toBe(2);
    const row = res.data.list.find((r: { symbol: string }) => r.symbol === '600519');
    expect(row.bidPrices).toHaveLength(5);
    expect(row.askPrices[0]).toBeGreaterThan(row.bidPrices[0]);
    const huge = await s.app.inject({
      method: 'GET',
      url: '/tick/symbols',
      query: { pageSize: '100000' },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().msg).toBe('参数pageSize不能大于200');
  });

  it('serves the 9-field security info records', async () => {
    const res = await get('/TradeGW/BaseData/GetSecurityCurInfoForVE', {
      securities: '600519,688981',
    });
    const [maotai, smic] = (res.data as string).split(';').map((r) => r.split(','));
    expect(maotai).toHaveLength(9);
    expect(maotai?.slice(0, 5)).toEqual(['600519', 'SSE', '贵州茅台', 'GZMT', '1']);
    expect(maotai?.slice(7)).toEqual(['100', '0.01']);
    expect(smic?.[4]).toBe('19');
  });

  it('serves forex, options and calendar reference data', async () => {
    const fx = await get('/VERace/ForexQuery/GetForexSecurityCurInfo');
    const jpy = fx.data.find((r: { symbol: string }) => r.symbol === 'USDJPY');
    expect(jpy.decimals).toBe(3);
    expect(jpy.ask).toBeGreaterThan(jpy.bid);
    const so = await get('/VERace/SOQuery/GetSOSecurityCurInfo', { underlying: '510050' });
    expect(so.data.length).toBe(2);
    const under = await get('/VERace/TradeParam/GetSOUnderlyingInfo');
    expect(under.data[0]).toMatchObject({ symbol: '510050', optionCount: 2 });
    const pre = await get('/VERace/TradeCalendar/GetPreNTradeDate', { n: '3' });
    expect(pre.data.dates).toEqual(['2026-11-17', '2026-11-18', '2026-11-19']);
    const time = await get('/VERace/TradeCalendar/GetSystemTime');
    expect(time.data).toMatchObject({
      tradingDate: '2026-11-20',
      mode: 'manual',
      marketTime: '10:30:00',
    });
    const axis = await get('/Calendar/GetEmptyQuoteList', { symbol: '600519' });
    expect(axis.data.times).toHaveLength(240);
    expect(axis.data.times[119]).toBe('11:30');
  });

  it('lists plates and their members', async () => {
    const plates = await get('/static/security/newplate', { pageSize: '100' });
    expect(plates.data.list.map((p: { plateName: string }) => p.plateName)).toContain('科创板');
    const star = await get('/static/security/plate/4', { pageSize: '10' });
    expect(star.data.list.map((h: { symbol: string }) => h.symbol)).toEqual(['688981']);
    expect((await get('/static/security/plate/9999')).msg).toBe('板块不存在：9999');
  });
});
