#!/usr/bin/env node
// Backtest benchmark: on the built server (demo data, embedded database) a student saves a scheme
// that keeps every stock (price > 0, ~337 stocks), and backtests it over the default two years
// (rebalance every 5 days, 30 holdings: many trades). Figures: the server's own run time
// (elapsedMs, load + engine), wall time until the report is stored, and how long /health took
// meanwhile, polled every 20 ms (p50 / p99 / max): a blocked event loop would show there.
// With --in-process the server runs inside this process and perf_hooks' event-loop delay monitor
// (10 ms resolution) gives the loop's own delay during each run instead of the /health probe.
// Usage: node scripts/bench/backtest.mjs [--no-build] [--in-process] [--rebalance=5] [--holdings=30]
//   [--runs=2]
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { freePort, ROOT, startServer } from './lib.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([\w-]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]]] : [];
  }),
);
const REBALANCE = Number(args.rebalance ?? 5);
const HOLDINGS = Number(args.holdings ?? 30);
const RUNS = Number(args.runs ?? 2);

if (!process.argv.includes('--no-build')) {
  for (const ws of ['shared-kit', 'server']) {
    const b = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: path.join(ROOT, ws),
      stdio: 'inherit',
    });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
}

const IN_PROCESS = process.argv.includes('--in-process');

/** Runs server/dist/main.js inside this process (its event loop is the one measured). */
async function startInProcess() {
  const port = await freePort();
  Object.assign(process.env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-')),
    LOG_LEVEL: 'warn',
    MARKET_CLOCK: 'demo',
  });
  const log = console.log;
  console.log = () => undefined; // the server's start banner
  createRequire(import.meta.url)(path.join(ROOT, 'server', 'dist', 'main.js'));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i += 1) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log = log;
  return { url, stop: () => process.exit(0) };
}

const server = IN_PROCESS ? await startInProcess() : await startServer({ MARKET_CLOCK: 'demo' });
const { url } = server;
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
try {
  const login = await (
    await fetch(`${url}/api/user/login?userName=student01&passWord=Student123`)
  ).json();
  if (!login.isOK) throw new Error(`login failed: ${login.msg}`);
  const headers = {
    authorization: `Bearer ${login.data.Token}`,
    'content-type': 'application/json',
  };
  const call = async (p, body) => {
    const res = await fetch(`${url}/VEISP/StockPick/${p}`, {
      method: body ? 'POST' : 'GET',
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (!json.isOK) throw new Error(`${p}: ${json.msg}`);
    return json.data;
  };
  const t0 = performance.now();
  const all = await call('Query', { conditions: [{ indexId: 'price', min: 0 }], pageSize: 1 });
  console.log(
    `first screen (builds every company's rows): ${(performance.now() - t0).toFixed(0)} ms`,
  );
  console.log(`stocks in the universe: ${all.total}`);
  const schemeId = await call('SaveScheme', {
    schemeName: '全市场基准',
    conditions: [{ indexId: 'price', min: 0 }],
    sortBy: 'momentum20',
    sortOrder: 'desc',
    holdings: HOLDINGS,
    rebalanceDays: REBALANCE,
  });
  const probe = async (ms) => {
    const lat = [];
    const end = performance.now() + ms;
    while (performance.now() < end) {
      const h0 = performance.now();
      await fetch(`${url}/health`);
      lat.push(performance.now() - h0);
      await new Promise((r) => setTimeout(r, 20));
    }
    return lat.sort((a, b) => a - b);
  };
  const idle = await probe(3000);
  console.log(
    `/health with no backtest: p50 ${pct(idle, 50).toFixed(1)} ms, p99 ${pct(idle, 99).toFixed(1)} ms, ` +
      `max ${idle[idle.length - 1].toFixed(1)} ms (${idle.length} probes)`,
  );
  for (let run = 1; run <= RUNS; run += 1) {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const { backtestId, startDate, endDate } = await call('RunBacktest', { schemeId });
    const lat = [];
    let done;
    while (!done) {
      const h0 = performance.now();
      await fetch(`${url}/health`);
      lat.push(performance.now() - h0);
      await new Promise((r) => setTimeout(r, 20));
      if (lat.length % 10 === 0) {
        const list = await call(`GetBacktests?schemeId=${schemeId}`);
        const row = list.find((b) => b.backtestId === backtestId);
        if (row && row.status !== 'running') done = row;
      }
    }
    const wall = performance.now() - started;
    loop.disable();
    const ms = (ns) => (ns / 1e6).toFixed(1);
    const report = await call(`GetBacktestReport?backtestId=${backtestId}`);
    lat.sort((a, b) => a - b);
    console.log(
      `run ${run}: ${startDate}..${endDate}, ${report.report?.dates.length ?? 0} days, ` +
        `${report.report?.trades.length ?? 0} trades, status ${done.status}; server ${done.elapsedMs} ms, ` +
        `wall ${wall.toFixed(0)} ms; /health during the run p50 ${pct(lat, 50).toFixed(1)} ms, ` +
        `p99 ${pct(lat, 99).toFixed(1)} ms, max ${lat[lat.length - 1].toFixed(1)} ms (${lat.length} probes)` +
        (IN_PROCESS
          ? `; event-loop delay p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, ` +
            `max ${ms(loop.max)} ms`
          : ''),
    );
  }
} finally {
  server.stop();
}
