#!/usr/bin/env node
// Identity API benchmark: starts the built server (fresh PGlite data folder, demo accounts,
// loopback only) and measures with autocannon the requests/s and p50/p99 latency of
//   - login (GET /api/user/login, bcrypt at the server's real cost) and
//   - an authenticated read (GET /VERace/User/GetMyUserInfo with a bearer token).
// Login rate limits are raised for the run so the benchmark measures the work, not the limiter.
// Bounded in time; the server stops with the script.
//
// Usage: node scripts/bench/api.mjs [--seconds=5] [--connections=10]
// Builds server/dist first when server/dist/main.js is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, startServer } from './lib.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const args = Object.fromEntries(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([\w-]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]]] : [];
  }),
);
const seconds = Number(args.seconds ?? 5);
const connections = Number(args.connections ?? 10);

if (!existsSync(path.join(ROOT, 'server/dist/main.js'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startServer({
  LOGIN_RATE_PER_ACCOUNT: '1000000',
  LOGIN_RATE_PER_IP: '1000000',
  MARKET_TICKER: '0',
});
const loginPath = '/api/user/login?userName=student01&passWord=Student123';
const results = {};
try {
  const first = await (await fetch(`${server.url}${loginPath}`)).json();
  if (!first.isOK) throw new Error(`demo login failed: ${first.msg}`);
  const cases = [
    ['login', { url: `${server.url}${loginPath}` }],
    [
      'authenticated read',
      {
        url: `${server.url}/VERace/User/GetMyUserInfo`,
        headers: { authorization: `Bearer ${first.data.Token}` },
      },
    ],
  ];
  for (const [name, options] of cases) {
    const r = await autocannon({ ...options, connections, duration: seconds });
    results[name] = {
      requestsPerSecond: Math.round(r.requests.average),
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    };
    console.log(
      `api: ${name.padEnd(20)} ${String(results[name].requestsPerSecond).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`,
    );
  }
} finally {
  server.stop();
}
mkdirSync(path.join(ROOT, '.bench-results'), { recursive: true });
writeFileSync(
  path.join(ROOT, '.bench-results/api.json'),
  JSON.stringify({ seconds, connections, results }, null, 2),
);
