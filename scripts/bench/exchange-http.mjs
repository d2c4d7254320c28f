#!/usr/bin/env node
// End-to-end exchange benchmark over HTTP: the built server (rebuilt unless --no-build) on
// loopback, orders placed through POST /TradeGW/Trade/PlaceXHOrder by many signed-in users at a
// fixed offered load (autocannon overallRate), on PGlite and on PostgreSQL (127.0.0.1:5432,
// database `test` for administration, trust auth; a throw-away database is created and dropped).
// Prints accepted orders/s and p50/p99 latency. Bounded by --seconds.
//
// Usage: node scripts/bench/exchange-http.mjs [--seconds=10] [--rate=400] [--connections=32]
//   [--users=40] [--db=pglite,postgres]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { login, ROOT, startServer } from './lib.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { Client } = createRequire(path.join(ROOT, 'server', 'package.json'))('pg');
const args = Object.fromEntries(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([\w-]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]]] : [];
  }),
);
const seconds = Number(args.seconds ?? 10);
const rate = Number(args.rate ?? 400);
const connections = Number(args.connections ?? 32);
const usersN = Number(args.users ?? 40);
const kinds = String(args.db ?? 'pglite,postgres').split(',');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

if (!process.argv.includes('--no-build')) {
  const b = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: path.join(ROOT, 'server'),
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

async function post(url, p, body, token) {
  const res = await fetch(`${url}${p}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function run(kind) {
  let dbName;
  const env = {
    MARKET_CLOCK: 'demo',
    TRADING_ORDER_BURST: '100000',
    BCRYPT_ROUNDS: '4',
    LOG_LEVEL: 'warn',
  };
  if (kind === 'postgres') {
    dbName = `bench_${Date.now().toString(36)}`;
    const c = new Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    const u = new URL(ADMIN_URL);
    u.pathname = `/${dbName}`;
    env.DATABASE_URL = u.toString();
  }
  const server = await startServer(env);
  try {
    const admin = await login(server.url, 'sysadmin', 'Admin123');
    const tokens = [];
    for (let i = 0; i < usersN; i += 1) {
      const name = `bench${String(i).padStart(3, '0')}`;
      const r = await post(
        server.url,
        '/VERace/User/AddUserByAdmin',
        { name, realName: `压测${i}`, passWord: 'Bench1234', role: 'student' },
        admin,
      );
      if (!r.isOK) throw new Error(`add user: ${r.msg}`);
      tokens.push(await login(server.url, name, 'Bench1234'));
    }
    const q = (
      await post(server.url, '/TradeGW/Query/QueryQuote', { security: '601398' }, tokens[0])
    ).data;
    // Warm-up: opens every account and starts the exchange.
    for (const t of tokens)
      await post(server.url, '/TradeGW/Query/QueryMaxBuyVolume', { security: '601398' }, t);
    let n = 0;
    const codes = {};
    const instance = autocannon({
      url: server.url,
      connections,
      overallRate: rate,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/TradeGW/Trade/PlaceXHOrder',
          setupRequest(req) {
            n += 1;
            const market = n % 2 === 0;
            const body = {
              security: '601398',
              side: 'B',
              orderQty: 100,
              clOrdId: `h${n}`,
              ...(market ? { bizAction: 1 } : { price: q.limitDown }),
            };
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[n % tokens.length]}`,
              },
              body: JSON.stringify(body),
            };
          },
          onResponse(status, body) {
            let code = status;
            try {
              code = JSON.parse(body).retCode;
            } catch {
              // non-JSON answer: keep the HTTP status
            }
            codes[code] = (codes[code] ?? 0) + 1;
          },
        },
      ],
    });
    const r = await instance;
    const accepted = codes[0] ?? 0;
    const result = {
      offeredPerSecond: rate,
      acceptedOrdersPerSecond: Math.round(accepted / seconds),
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      requests: r.requests.total,
      codes,
      errors: r.errors,
      timeouts: r.timeouts,
    };
    // Sanity: the accounting identity of one account after the load.
    const a = (await post(server.url, '/VERace/StockQuery/QueryUserAssets', {}, tokens[0])).data;
    result.identityHolds =
      Math.abs(a.initialCash + a.transfers - a.fees + a.realisedPL - a.cash - a.positionCost) <
      0.001;
    console.log(
      `exchange-http: ${kind.padEnd(8)} offered ${rate}/s  accepted ${result.acceptedOrdersPerSecond} orders/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  codes ${JSON.stringify(codes)}  identity ${result.identityHolds ? 'ok' : 'BROKEN'}`,
    );
    return result;
  } finally {
    server.stop();
    await new Promise((r) => server.child.once('exit', r));
    if (dbName) {
      const c = new Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    }
  }
}

const results = {};
for (const kind of kinds) results[kind] = await run(kind);
mkdirSync(path.join(ROOT, '.bench-results'), { recursive: true });
writeFileSync(
  path.join(ROOT, '.bench-results/exchange-http.json'),
  JSON.stringify({ seconds, rate, connections, users: usersN, results }, null, 2),
);
