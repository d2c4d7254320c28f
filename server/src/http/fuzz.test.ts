import { DEFAULT_TEST_DB } from '../db/test-db';
import type { FastifyInstance } from 'fastify';
import type { SchemaNode } from './boundary-rules';
import { routeCatalogue } from './boundary';
import { malformedRequests, probeRequests, type FuzzRequest, type FuzzRoute } from './fuzz-cases';
import { startTradingServer } from '../features/trading/trading-test-kit';

/**
 * Issue 12's fuzz test: every registered route × malformed requests generated from its schemas,
 * anonymous and as a student. No answer may be a 5xx or time out, and the malformed requests
 * (all refused by the boundary rule or the schema) must change nothing in the database.
 */
jest.setTimeout(600_000);

const STATE_TABLES = [
  'trading_accounts',
  'trading_orders',
  'trading_positions',
  'trading_reports',
  'trading_transfers',
  'trading_journal',
  'users',
  'verify_codes',
  'operation_logs',
  'labels',
  'matches',
  'match_traders',
];
const TIMEOUT_MS = 10_000;
/** Calls that end the student's session: probed last would hide every later call. */
const SESSION_ENDING = /\/logout$/i;
const STATIC_FILE = /\.[a-z0-9]+$/i;

type Outcome = { req: FuzzRequest; status: number | 'timeout'; body: string };

async function send(
  app: FastifyInstance,
  req: FuzzRequest,
  auth: Record<string, string>,
): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), TIMEOUT_MS);
  });
  const res = await Promise.race([
    app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: { ...req.headers, ...auth },
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    }),
    timeout,
  ]);
  clearTimeout(timer);
  if (res === 'timeout') return { req, status: 'timeout', body: '' };
  return { req, status: res.statusCode, body: res.body.slice(0, 200) };
}

/**
 * Sends requests a few at a time; returns the bad outcomes: 5xx and time-outs, and with
 * `refusedOnly` anything that is not a 4xx refusal.
 */
async function run(
  app: FastifyInstance,
  reqs: FuzzRequest[],
  auth: Record<string, string>,
  refusedOnly = false,
): Promise<{ sent: number; bad: Outcome[] }> {
  const bad: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < reqs.length) {
      const req = reqs[next++] as FuzzRequest;
      const out = await send(app, req, auth);
      if (out.status === 'timeout' || out.status >= 500) bad.push(out);
      else if (refusedOnly && out.status < 400) bad.push(out);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { sent: reqs.length, bad };
}

const show = (o: Outcome) =>
  `${o.status} ${o.req.method} ${o.req.url.slice(0, 120)} [${o.req.variant}] ${o.body}`;

describe('fuzz: every route with malformed input', () => {
  let t: Awaited<ReturnType<typeof startTradingServer>>;
  let routes: FuzzRoute[];
  const guarded = new Set<FuzzRoute>();
  /** The anonymous share of a route's requests: all of them, or every fourth behind a guard. */
  const anonymous = (r: FuzzRoute, reqs: FuzzRequest[]) =>
    guarded.has(r) ? reqs.filter((_q, i) => i % 4 === 0) : reqs;
  beforeAll(async () => {
    t = await startTradingServer(DEFAULT_TEST_DB);
    // The portal's built files are one static route each (as many as the build made): one will do.
    const files = routeCatalogue(t.s.app).filter(
      (r) => (!r.schema || (r.schema as { hide?: boolean }).hide) && STATIC_FILE.test(r.url),
    );
    routes = routeCatalogue(t.s.app)
      .filter((r) => !files.includes(r) || r === files[0])
      .map((r) => ({
        method: r.method,
        url: r.url,
        query: r.schema?.querystring as SchemaNode | undefined,
        body: r.schema?.body as SchemaNode | undefined,
      }));
    // Some state to protect: an order, a position and a log line.
    await t.call('/TradeGW/Trade/PlaceXHOrder', {
      security: '601398',
      side: 'B',
      orderQty: 100,
      bizAction: 1,
    });
    await t.step(5);
    await t.call('/VERace/OnlineNumber/AddOperationLog', { module: 'fuzz' });
    // Routes that refuse an anonymous caller before reading any parameter (their guard runs
    // first): a sample of the anonymous variants shows that, the student gets all of them.
    for (const r of routes) {
      const res = await t.s.app.inject({ method: r.method as 'GET', url: r.url });
      if (res.statusCode === 401) guarded.add(r);
    }
  }, 120_000);
  afterAll(() => t.s.close());

  const snapshot = async () => {
    const out: Record<string, string> = {};
    for (const table of STATE_TABLES) {
      const rows = await t.s.ctx.db.query<{ h: string | null; n: number }>(
        `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h,
           count(*)::int AS n FROM ${table} x`,
      );
      out[table] = `${rows[0]?.n}:${rows[0]?.h}`;
    }
    return out;
  };

  it('answers every malformed request with a 4xx and changes nothing', async () => {
    expect(routes.length).toBeGreaterThan(250);
    const before = await snapshot();
    const reqs = routes.flatMap(malformedRequests);
    expect(Math.min(...routes.map((r) => malformedRequests(r).length))).toBeGreaterThanOrEqual(20);
    const anonReqs = routes.flatMap((r) => anonymous(r, malformedRequests(r)));
    const anon = await run(t.s.app, anonReqs, {}, true);
    const student = await run(t.s.app, reqs, t.auth, true);
    await t.svc.idle();
    const bad = [...anon.bad, ...student.bad].map(show);
    expect(bad).toEqual([]);
    expect(await snapshot()).toEqual(before);
    console.log(
      `fuzz: ${routes.length} routes, ${anon.sent + student.sent} malformed requests, 0 5xx, 0 time-outs, no state change`,
    );
  });

  it('answers injection-style input without a 5xx', async () => {
    const probed = routes.filter((r) => !SESSION_ENDING.test(r.url));
    const probes = probed.flatMap(probeRequests);
    const anon = await run(
      t.s.app,
      probed.flatMap((r) => anonymous(r, probeRequests(r))),
      {},
    );
    const student = await run(t.s.app, probes, t.auth);
    await t.svc.idle();
    expect([...anon.bad, ...student.bad].map(show)).toEqual([]);
  });
});
