import { DEFAULT_TEST_DB } from '../../db/test-db';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { startTestServer, type TestServer } from '../../http/test-app';
import { configureMarket, marketOf } from '../quotation';
import { FOREX_HUB_MAX_CODES, FOREX_HUB_PATH } from './forex-quote-hub.feature';

const small = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter((s) => ['600519', 'EURUSD', 'USDJPY'].includes(s.code));

/** A websocket-only client without any token, as the forex-detail app connects. */
const guest = (base: string) =>
  new HubConnectionBuilder()
    .withUrl(`${base}${FOREX_HUB_PATH}`, {
      transport: HttpTransportType.WebSockets,
      skipNegotiation: true,
    })
    .configureLogging(LogLevel.None)
    .build();

describe('the public forex quote hub (the standalone forex-detail app)', () => {
  let s: TestServer;
  let c: HubConnection;
  let base: string;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    configureMarket(s.ctx, {
      mode: 'manual',
      ticker: false,
      startDate: '2026-11-20',
      universe: small,
    });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
    c = guest(base);
    await c.start();
  }, 60_000);
  afterAll(async () => {
    await c.stop();
    await s.close();
  });

  it('pushes a forex pair to a connection without sign-in', async () => {
    const got = new Promise<{ symbol: string; askPrices: number[]; tick: number }>((resolve) =>
      c.on('TickQuotationInfo', resolve),
    );
    expect(await c.invoke('Subscribe', 'TickQuotationInfo', ['EURUSD'])).toEqual([
      expect.stringMatching(/^EURUSD\./),
    ]);
    const { market, clock } = await marketOf(s.ctx);
    clock.advance(20);
    market.advance();
    const row = await got;
    expect(row.symbol).toBe('EURUSD');
    expect(row.askPrices).toHaveLength(5);
    expect(row.tick).toBeGreaterThan(0);
  });

  it('answers the minute closes of a pair today, and nothing for a stock', async () => {
    const line = await c.invoke<Array<[string, number]>>('MinuteLine', 'eurusd');
    expect(line.length).toBeGreaterThan(0);
    for (const [time, close] of line) {
      expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(close).toBeGreaterThan(0.5);
      expect(close).toBeLessThan(2);
    }
    await expect(c.invoke('MinuteLine', '600519')).rejects.toThrow('证券代码不存在：');
  });

  it('refuses stocks, other quotation types, too many codes and the portal hub methods', async () => {
    await expect(c.invoke('Subscribe', 'TickQuotationInfo', ['600519'])).rejects.toThrow(
      '证券代码不存在：600519',
    );
    await expect(c.invoke('Subscribe', 'SoTickQuotation', ['EURUSD'])).rejects.toThrow(
      '不支持的行情类型：SoTickQuotation',
    );
    const many = Array.from({ length: FOREX_HUB_MAX_CODES + 1 }, (_, i) => `EURUS${i}`);
    await expect(c.invoke('Subscribe', 'TickQuotationInfo', many)).rejects.toThrow(
      `一次最多订阅 ${FOREX_HUB_MAX_CODES} 个代码`,
    );
    for (const method of ['Login', 'HisTrain'])
      await expect(c.invoke(method)).rejects.toThrow(`Unknown hub method '${method}'`);
  });

  it('the portal hub still wants a session', async () => {
    const anon = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/quote`, {
        transport: HttpTransportType.WebSockets,
        skipNegotiation: true,
      })
      .configureLogging(LogLevel.None)
      .build();
    await expect(anon.start()).rejects.toThrow();
  });
});

describe('the forex-detail app pages', () => {
  let s: TestServer;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fxd-'));
    const file = path.join(dir, 'config.json');
    writeFileSync(
      file,
      JSON.stringify({ primaryHost: 'http://quote-a.example:8081', backupHost: '' }),
    );
    process.env.FOREX_DETAIL_CONFIG = file;
    s = await startTestServer(DEFAULT_TEST_DB);
    delete process.env.FOREX_DETAIL_CONFIG;
  }, 60_000);
  afterAll(async () => {
    await s.close();
  });

  it('answers the configured config.json, never cached', async () => {
    const res = await s.app.inject({ url: '/forex-detail/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ primaryHost: 'http://quote-a.example:8081', backupHost: '' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends /forex-detail to the folder, keeping the query', async () => {
    const res = await s.app.inject({ url: '/forex-detail?symbol=EURUSD' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/forex-detail/?symbol=EURUSD');
  });
});
