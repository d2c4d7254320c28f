#!/usr/bin/env node
// Fuzz benchmark (issue 12): starts the built server (fresh PGlite data folder, demo accounts,
// no market ticker), reads every route and its parameter schemas from /docs/json, and sends each
// route the malformed requests of server/dist/http/fuzz-cases.js, anonymous and as student01,
// repeated until at least --requests have gone out. Prints requests, 5xx, time-outs, state
// changes and req/s. State: the server is stopped before and after the run and the accounts,
// orders, positions, users and log tables are compared in its database.
//
// Usage: node scripts/bench/fuzz.mjs [--requests=10000] [--connections=16] [--probes=1]
// (--probes=1 also sends injection-style probes, which may be valid calls: judged on 5xx only.)
// Builds server/dist first when server/dist/main.js is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, startServer } from './lib.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([\w-]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]]] : [];
  }),
);
const minRequests = Number(args.requests ?? 10_000);
const connections = Number(args.connections ?? 16);
const withProbes = args.probes === '1';
const TIMEOUT_MS = 10_000;
const TABLES = [
  'trading_accounts',
  'trading_orders',
  'trading_positions',
  'trading_transfers',
  'users',
  'verify_codes',
  'operation_logs',
];

if (!existsSync(path.join(ROOT, 'server/dist/main.js'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const serverRequire = createRequire(path.join(ROOT, 'server/package.json'));
const { malformedRequests, probeRequests } = serverRequire('./dist/http/fuzz-cases.js');
const { PGlite } = await import(serverRequire.resolve('@electric-sql/pglite'));

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-fuzz-'));
const env = { DATA_DIR: dataDir, ENABLE_DOCS: '1', MARKET_TICKER: '0', LOG_LEVEL: 'fatal' };

async function stop(server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.stop();
  await exited;
}

/** Row count and a hash of every row of the state tables, read with the server stopped. */
async function snapshot() {
  const db = new PGlite(path.join(dataDir, 'pglite'));
  const out = {};
  for (const table of TABLES) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h
       FROM ${table} x`,
    );
    out[table] = `${rows[0].n}:${rows[0].h}`;
  }
  await db.close();
  return out;
}

/** OpenAPI paths → the generator's routes (query schema for GET, JSON body schema otherwise). */
function routesOf(doc) {
  const routes = [];
  for (const [p, ops] of Object.entries(doc.paths)) {
    const url = p.replace(/\{([^}]+)\}/g, (_m, name) => (name === '*' ? '*' : `:${name}`));
    for (const [method, op] of Object.entries(ops)) {
      const properties = {};
      for (const prm of op.parameters ?? []) {
        if (prm.in === 'query') properties[prm.name] = prm.schema ?? {};
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        url,
        query: { type: 'object', properties },
        body,
      });
    }
  }
  return routes.filter((r) => !r.url.startsWith('/docs'));
}

async function send(base, req, auth) {
  try {
    const res = await fetch(base + req.url, {
      method: req.method,
      headers: { ...req.headers, ...auth },
      body: req.payload,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return { status: res.status };
  } catch (error) {
    if (error?.name === 'TimeoutError') return { status: 'timeout' };
    return { status: 'network', error: String(error?.cause ?? error) };
  }
}

let server = await startServer(env);
const results = {
  requests: 0,
  status4xx: 0,
  status5xx: 0,
  timeouts: 0,
  networkErrors: 0,
  acceptedMalformed: 0,
};
const bad = [];
let before;
let elapsedMs = 0;
try {
  const doc = await (await fetch(`${server.url}/docs/json`)).json();
  const routes = routesOf(doc);
  const login = await (
    await fetch(`${server.url}/api/user/login?userName=student01&passWord=Student123`)
  ).json();
  if (!login.isOK) throw new Error(`demo login failed: ${login.msg}`);
  const student = { authorization: `Bearer ${login.data.Token}` };
  await stop(server);
  before = await snapshot();
  server = await startServer(env);
  const me = await fetch(`${server.url}/VERace/User/GetMyUserInfo`, { headers: student });
  if (!me.ok) throw new Error(`the student's session did not survive the restart: ${me.status}`);
  const malformed = routes.flatMap((r) => malformedRequests(r));
  const probes = withProbes ? routes.flatMap((r) => probeRequests(r)) : [];
  const round = [...malformed.map((req) => [req, {}]), ...malformed.map((req) => [req, student])];
  const queue = [];
  while (queue.length < minRequests) queue.push(...round);
  queue.push(...probes.map((req) => [req, student]));
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const [req, auth] = queue[next++];
      const out = await send(server.url, req, auth);
      results.requests += 1;

      if (out.status === 'timeout') results.timeouts += 1;
      else if (out.status === 'network') results.networkErrors += 1;
      else if (out.status >= 500) results.status5xx += 1;
      else if (out.status >= 400) results.status4xx += 1;
      else if (!req.variant.startsWith('probe')) {
        results.acceptedMalformed += 1;
        if (bad.length < 20)
          bad.push(`${out.status} ${req.method} ${req.url.slice(0, 100)} [${req.variant}]`);
      }
      if (typeof out.status !== 'number' || out.status >= 500) {
        if (bad.length < 20)
          bad.push(`${out.status} ${req.method} ${req.url.slice(0, 100)} [${req.variant}]`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  elapsedMs = performance.now() - started;
  results.routes = routes.length;
} finally {
  await stop(server);
}
const after = await snapshot();
const changed = TABLES.filter((t) => before[t] !== after[t]);
results.stateChanges = withProbes ? 'not judged (probes on)' : changed.length;
results.requestsPerSecond = Math.round(results.requests / (elapsedMs / 1000));
console.log(
  `fuzz: ${results.routes} routes, ${results.requests} requests, ${results.status5xx} 5xx, ` +
    `${results.timeouts} time-outs, ${results.networkErrors} network errors, ` +
    `${results.acceptedMalformed} malformed accepted, ` +
    `state changes: ${withProbes ? 'not judged' : changed.length ? changed.join(', ') : 0}, ` +
    `${results.requestsPerSecond} req/s`,
);
for (const line of bad) console.log(`  ${line}`);
mkdirSync(path.join(ROOT, '.bench-results'), { recursive: true });
writeFileSync(path.join(ROOT, '.bench-results/fuzz.json'), JSON.stringify(results, null, 2));
const failed =
  results.status5xx +
  results.timeouts +
  results.networkErrors +
  results.acceptedMalformed +
  changed.length;
process.exit(failed && !withProbes ? 1 : 0);
