import { DEFAULT_TEST_DB } from '../db/test-db';
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { allowAnyone, CALL_LIMIT_TEXT, CALL_LIMITS, limited } from './call-limits';
import { endpoint } from './endpoint';
import { EXPORT_PATH } from './guard-marks';
import { addUser, signIn, startTestServer, type TestServer } from './test-app';

jest.setTimeout(60_000);

/** Issue 35, item 3: an expensive call answers 429 with Retry-After once a user is past its limit. */
describe('per-user limits of expensive calls', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
    await addUser(s.ctx, { userName: 'limitt01', role: 'teacher' });
    await addUser(s.ctx, { userName: 'limitt02', role: 'teacher' });
  }, 60_000);
  afterAll(() => s.close());

  it('refuses a user’s exports past the limit in the envelope, others still export', async () => {
    // Start of a minute: the whole window is ahead.
    const now = s.clock.now().getTime();
    s.clock.advance(60_000 - (now % 60_000));
    const one = await signIn(s.app, 'limitt01');
    const two = await signIn(s.app, 'limitt02');
    const exportAs = (headers: { authorization: string }) =>
      s.app.inject({ url: '/VERace/User/OutPutUserList', headers });
    const { limit } = CALL_LIMITS.export;
    for (let i = 0; i < limit; i += 1) expect((await exportAs(one)).statusCode).toBe(200);
    s.clock.advance(20_000);
    const refused = await exportAs(one);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.json()).toEqual({ isOK: false, retCode: 429, msg: CALL_LIMIT_TEXT, data: null });
    expect((await exportAs(two)).statusCode).toBe(200);
    // The next window: the first teacher may export again.
    s.clock.advance(40_000);
    expect((await exportAs(one)).statusCode).toBe(200);
  });

  it('counts a public export per address', async () => {
    const now = s.clock.now().getTime();
    s.clock.advance(60_000 - (now % 60_000));
    const sheet = (remoteAddress: string) =>
      s.app.inject({ url: '/VERace/TradeParam/ExportFuturesTradeParam', remoteAddress });
    const { limit } = CALL_LIMITS.export;
    for (let i = 0; i < limit; i += 1) expect((await sheet('10.0.0.7')).statusCode).toBe(200);
    expect((await sheet('10.0.0.7')).statusCode).toBe(429);
    expect((await sheet('10.0.0.8')).statusCode).toBe(200);
  });
});

/** Every spreadsheet export counts against the export limit: one without cannot be registered. */
describe('exports are limited by construction', () => {
  const ctx = {} as never;
  const spec = (url: string, guard?: ReturnType<typeof limited>) => ({
    url,
    methods: ['GET'] as const,
    tags: [],
    summary: url,
    params: Type.Object({}),
    ...(guard ? { guard } : {}),
  });

  it('names exports by their path: Export…, OutPut… but templates', () => {
    for (const url of [
      '/VERace/User/OutPutUserList',
      '/VERace/HKQuery/ExportHKFills',
      '/VETrain/TPInfo/SearchMyTPExport',
    ])
      expect(EXPORT_PATH.test(url)).toBe(true);
    for (const url of ['/VERace/User/OutPutRegisterUserTemplate', '/VERace/Export/Search'])
      expect(EXPORT_PATH.test(url)).toBe(false);
  });

  it('refuses to register an export without the export limit', () => {
    const app = Fastify();
    expect(() => endpoint(app, spec('/x/ExportAll'), () => null)).toThrow(/export limit/);
    expect(() =>
      endpoint(app, spec('/x/ExportSome', limited(ctx, 'screen', allowAnyone)), () => null),
    ).toThrow(/export limit/);
    expect(() =>
      endpoint(app, spec('/x/ExportMine', limited(ctx, 'export', allowAnyone)), () => null),
    ).not.toThrow();
    expect(() => endpoint(app, spec('/x/OutPutTemplate'), () => null)).not.toThrow();
  });
});
