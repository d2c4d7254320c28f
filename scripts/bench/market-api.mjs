#!/usr/bin/env node
// Quotation API benchmark: starts the built server (fresh data folder, so the first start seeds
// the security master) and measures requests/s with autocannon for /tick/symbols and for bar
// queries (1-minute and daily). Loopback only, bounded in time.
//
// Build first with `npm run build -w server` (swc src -d dist inside server/)
// (the script rebuilds first unless --no-build is given).
//
// Usage: node scripts/bench/market-api.mjs [--seconds=5] [--connections=20]
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
const connections = Number(args.connections ?? 20);

// Always rebuild (under a second with swc) so the numbers are for the current source.
if (!process.argv.includes('--no-build') || !existsSync(path.join(ROOT, 'server/dist/main.js'))) {
  const build = spawnSync(
    'npx',
    [
      'swc',
      'src',
      '-d',
      'dist',
      '--strip-leading-paths',
      '--copy-files',
      '--ignore',
      '**/*.test.ts',
    ],
    { cwd: path.join(ROOT, 'server'), stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startServer({ MARKET_CLOCK: 'demo', DEMO_DATA: '0' });
const cases = [
  [
    'tick 20 codes',
    '/tick/symbols?codes=600519,000858,601318,300750,688981,510300,000001.SZSE,600036,000333,002594,601012,300059,688256,512880,159915,00700,IF2612,EURUSD,000300.SSE,399001&pageSize=50',
  ],
  ['tick SSE page of 50', '/tick/symbols?markets=SSE&pageSize=50&orderBy=changePct&sortord=desc'],
  ['1-minute bars today', '/QuotationAPI/api/v1/min/values/symbol?symbol=600519&freq=1'],
  ['5-minute bars 5 days', '/QuotationAPI/api/v1/min/values/symbol?symbol=300750&freq=5&days=5'],
  ['daily bars 250', '/QuotationAPI/api/v1/min/values/symbol?symbol=600519&freq=D&count=250'],
  ['search gzmt', '/QuotationAPI/api/v1/security/search?keyword=gzmt&markets=SSE,SZSE'],
];
const results = {};
try {
  // Warm-up: the first call starts the market if the server has not yet.
  const warm = await (await fetch(`${server.url}${cases[0][1]}`)).json();
  if (!warm.isOK) throw new Error(`warm-up failed: ${warm.msg}`);
  for (const [name, url] of cases) {
    const r = await autocannon({ url: `${server.url}${url}`, connections, duration: seconds });
    results[name] = {
      requestsPerSecond: Math.round(r.requests.average),
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    };
    console.log(
      `market-api: ${name.padEnd(22)} ${String(results[name].requestsPerSecond).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms`,
    );
  }
} finally {
  server.stop();
}
mkdirSync(path.join(ROOT, '.bench-results'), { recursive: true });
writeFileSync(
  path.join(ROOT, '.bench-results/market-api.json'),
  JSON.stringify({ seconds, connections, results }, null, 2),
);
