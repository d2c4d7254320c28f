import { DEFAULT_TEST_DB } from '../../db/test-db';
import type { AddressInfo } from 'node:net';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { configureMarket, marketOf } from './market-service';

const small = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter((s) => ['600519', '000858'].includes(s.code));

describe('live quotes through the mounted hub with the official client', () => {
  let s: TestServer;
  let c: HubConnection;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    configureMarket(s.ctx, {
      mode: 'manual',
      ticker: false,
      startDate: '2026-11-20',
      universe: small,
    });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
    await addUser(s.ctx, { userName: 'quoteuser' });
    const token = (await signIn(s.app, 'quoteuser')).authorization.slice(7);
    c = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/quote`, { accessTokenFactory: () => token })
      .configureLogging(LogLevel.None)
      .build();
    await c.start();
  }, 60_000);
  afterAll(async () => {
    await c.stop();
    await s.close();
  });

  it('pushes TickQuotationInfo for a subscribed code after a market step', async () => {
    const got = new Promise<{ symbol: string; bidPrices: number[] }>((resolve) =>
      c.on('TickQuotationInfo', resolve),
    );
    expect(
      await c.invoke('Subscribe', {
        QuotationType: 'TickQuotationInfo',
        SearchParamData: '600519',
      }),
    ).toEqual(['600519.SSE']);
    const { market, clock } = await marketOf(s.ctx);
    clock.advance(20);
    market.advance();
    const row = await got;
    expect(row.symbol).toBe('600519');
    expect(row.bidPrices).toHaveLength(5);
  });

  it('rejects an unknown code with a Chinese message', async () => {
    await expect(c.invoke('Subscribe', 'TickQuotationInfo', '999999')).rejects.toThrow(
      '证券代码不存在：999999',
    );
  });
});
