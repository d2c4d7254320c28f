import { DEFAULT_TEST_DB } from '../db/test-db';
import { CALL_LIMIT_TEXT, CALL_LIMITS } from './call-limits';
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
});
