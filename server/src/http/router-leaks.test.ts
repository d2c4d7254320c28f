import { DEFAULT_TEST_DB } from '../db/test-db';
import { ROUTER_ERROR_TEXT } from './error-handler';
import { startTestServer, type TestServer } from './test-app';

// Each file starts its own database; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

/** Issue 35, item 4: what the router and the headers gave away. */
describe('router refusals and the permissions policy', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
  }, 60_000);
  afterAll(() => s.close());

  it('answers a too-long path parameter in the envelope, not with Fastify’s raw error', async () => {
    const res = await s.app.inject({ url: `/static/security/plate/${'1'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      isOK: false,
      retCode: 414,
      msg: ROUTER_ERROR_TEXT.PATH_TOO_LONG,
      data: null,
    });
    expect(res.body).not.toContain('FST_ERR');
  });

  it('answers a path that is not valid URL text in the envelope', async () => {
    const res = await s.app.inject({ url: '/static/security/plate/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isOK: false, retCode: 400 });
    expect(res.body).not.toContain('FST_ERR');
  });

  it('sends a Permissions-Policy that denies the device features the portal never uses', async () => {
    const res = await s.app.inject({ url: '/health' });
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
  });
});
