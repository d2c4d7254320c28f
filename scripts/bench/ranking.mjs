#!/usr/bin/env node
// Ranking benchmark. Two figures:
//   1. recomputation, in process, against server/dist: every metric of 10 000 traders × 250
//      trading days for each ranking window (all, week, month, quarter, half year, year), then the
//      live merge and re-rank; time and memory (heap growth, peak RSS);
//   2. the ranking search call (POST /VERace/Ranking/SearchPersonalRankingsRN, sorted by Sharpe,
//      20 per page) on the built server over PostgreSQL (TEST_DATABASE_URL, default
//      postgres://postgres@127.0.0.1:5432/test) with the same 10 000 traders × 250 closed days
//      seeded in SQL: the cold first request (history load + recompute) and autocannon req/s.
// The server rebuilds unless --no-build. Bounded in time; the server and its database are
// removed at the end. Usage: node scripts/bench/ranking.mjs [--traders=10000] [--days=250]
//   [--seconds=10] [--connections=10] [--skip-http]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, startServer } from './lib.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([\w-]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]]] : [];
  }),
);
const TRADERS = Number(args.traders ?? 10000);
const DAYS = Number(args.days ?? 250);
const seconds = Number(args.seconds ?? 10);
const connections = Number(args.connections ?? 10);
const require = createRequire(path.join(ROOT, 'server', 'package.json'));

if (!process.argv.includes('--no-build')) {
  for (const ws of ['shared-kit', 'server']) {
    const b = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: path.join(ROOT, ws),
      stdio: 'inherit',
    });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
}
const dist = (p) => require(path.join(ROOT, 'server', 'dist', p));
const contests = dist('domain/contests/index.js');
const { TradingCalendar } = dist('domain/market/index.js');

/** mulberry32: fixed data every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cal = new TradingCalendar();
const dates = [cal.onOrBefore('2026-03-02')];
while (dates.length < DAYS + 1) dates.unshift(cal.shift(dates[0], -1));
const mib = (b) => `${(b / 1048576).toFixed(1)} MiB`;
const results = {};

// 1. Recomputation in process.
{
  const rnd = prng(7);
  const bench = new Map();
  let level = 4000;
  const benchRet = [];
  for (const d of dates) {
    bench.set(d, level);
    const r = (rnd() - 0.5) * 0.03;
    benchRet.push(r);
    level *= 1 + r;
  }
  const histories = [];
  for (let t = 0; t < TRADERS; t++) {
    const nav = new Float64Array(DAYS + 1);
    const assets = new Float64Array(DAYS + 1);
    const traded = new Float64Array(DAYS + 1);
    nav[0] = 1;
    assets[0] = 1_000_000;
    const beta = 0.5 + rnd();
    for (let i = 1; i <= DAYS; i++) {
      nav[i] = nav[i - 1] * (1 + beta * benchRet[i] + (rnd() - 0.5) * 0.02);
      assets[i] = nav[i] * 1_000_000;
      traded[i] = rnd() < 0.4 ? rnd() * 300_000 : 0;
    }
    histories.push({
      TraderID: t + 1,
      UserID: t + 1,
      UserName: `u${t}`,
      RealName: `选手${t}`,
      ClassID: t % 50,
      ClassName: `班级${t % 50}`,
      TeamID: t % 200,
      TeamName: `团队${t % 200}`,
      dates,
      nav,
      totalAssets: assets,
      tradedValue: traded,
      invested: 1_000_000,
      fouls: t % 17 === 0 ? 1 : 0,
      eligible: true,
    });
  }
  const settings = {
    riskFreeAnnual: 0.015,
    rankingIndexs: contests.DEFAULT_RANKING_INDEXS,
    matchTotalPoints: 100,
    foulPoints: 1,
  };
  const periods = Object.keys(contests.RANKING_PERIODS);
  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  let peakRss = process.memoryUsage().rss;
  const t0 = performance.now();
  const boards = new Map();
  for (const p of periods) {
    boards.set(p, contests.historyRows(histories, bench, settings, p));
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const t1 = performance.now();
  const live = new Map(
    histories.map((h) => [
      h.TraderID,
      { totalAssets: h.totalAssets[DAYS] * 1.001, available: 1000, nav: h.nav[DAYS] * 1.001 },
    ]),
  );
  const lastNav = new Map(histories.map((h) => [h.TraderID, h.nav[DAYS]]));
  const merged = contests.withLive(boards.get('all'), live, lastNav, settings);
  const sorted = contests.sortRows(merged, 'SharpIndex', true);
  const t2 = performance.now();
  const heapGrowth = process.memoryUsage().heapUsed - heap0;
  results.recompute = {
    traders: TRADERS,
    days: DAYS,
    windows: periods.length,
    recomputeMs: Math.round(t1 - t0),
    perWindowMs: Math.round((t1 - t0) / periods.length),
    liveMergeAndSortMs: Math.round(t2 - t1),
    heapGrowthMiB: +(heapGrowth / 1048576).toFixed(1),
    peakRssMiB: +(peakRss / 1048576).toFixed(1),
    topSharpe: sorted[0].SharpIndex,
  };
  console.log(
    `ranking: recompute ${TRADERS} traders × ${DAYS} days × ${periods.length} windows in ${results.recompute.recomputeMs} ms ` +
      `(${results.recompute.perWindowMs} ms per window), live merge + sort ${results.recompute.liveMergeAndSortMs} ms, ` +
      `heap +${mib(heapGrowth)}, peak RSS ${mib(peakRss)}`,
  );
}

// 2. The search call over HTTP.
if (!process.argv.includes('--skip-http')) {
  const { Client } = require('pg');
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `bench_ranking_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const server = await startServer({ DATABASE_URL: dbUrl.toString(), MARKET_TICKER: '0' });
  const db = new Client({ connectionString: dbUrl.toString() });
  try {
    await db.connect();
    const s0 = performance.now();
    await db.query(`INSERT INTO classes (name) SELECT '基准班' || g FROM generate_series(1, 50) g`);
    await db.query(
      `INSERT INTO users (user_name, real_name, password_hash, role, class_id)
       SELECT 'bench' || g, '选手' || g, 'x', 'student', (SELECT min(id) FROM classes WHERE name = '基准班' || (g % 50 + 1))
       FROM generate_series(1, $1::int) g`,
      [TRADERS],
    );
    await db.query(
      `INSERT INTO matches (match_id, match_name, match_type, initial_rmb, is_published, is_audit,
         registration_start_time, registration_end_time, start_time, end_time)
       VALUES (9000, '基准比赛', 1, 1000000, true, true, '2024-01-01', '2099-01-01', '2024-01-01', '2099-01-01')`,
    );
    await db.query(
      `INSERT INTO trading_accounts (user_id, match_id, currency, initial_cash, cash_available, units, settled_date)
       SELECT id, 9000, 1, 1000000000, 1000000000, 1000000000, $1 FROM users WHERE user_name LIKE 'bench%'`,
      [dates[0]],
    );
    await db.query(
      `INSERT INTO match_traders (match_id, user_id, account_id, joined_at)
       SELECT 9000, user_id, account_id, '2024-01-01' FROM trading_accounts WHERE match_id = 9000`,
    );
    // Deterministic NAV paths: a drift per account and two waves, total assets = NAV × initial.
    await db.query(
      `INSERT INTO trading_nav (account_id, trading_date, total_assets, cash, market_value, units, nav)
       SELECT a.account_id, d.date, round(v.nav * 1000000000)::bigint, round(v.nav * 1000000000)::bigint, 0, 1000000000, v.nav
       FROM trading_accounts a
       CROSS JOIN unnest($1::text[]) WITH ORDINALITY AS d(date, i)
       CROSS JOIN LATERAL (SELECT 1 + 0.0004 * d.i * ((a.account_id % 9) - 4) / 4.0
         + 0.03 * sin(d.i / 7.0 + a.account_id) + 0.01 * sin(d.i * 1.3 + a.account_id * 0.7) AS nav) v
       WHERE a.match_id = 9000`,
      [dates.slice(1)],
    );
    const seedMs = Math.round(performance.now() - s0);
    const login = await (
      await fetch(`${server.url}/api/user/login?userName=student01&passWord=Student123`)
    ).json();
    if (!login.isOK) throw new Error(`demo login failed: ${login.msg}`);
    const headers = {
      authorization: `Bearer ${login.data.Token}`,
      'content-type': 'application/json',
    };
    const body = JSON.stringify({
      matchID: 9000,
      sortField: 'SharpIndex',
      sortType: 'desc',
      pageIndex: 1,
      pageSize: 20,
    });
    const url = `${server.url}/VERace/Ranking/SearchPersonalRankingsRN`;
    const c0 = performance.now();
    const first = await (await fetch(url, { method: 'POST', headers, body })).json();
    const coldMs = Math.round(performance.now() - c0);
    if (!first.isOK || first.data.total !== TRADERS)
      throw new Error(`unexpected answer: ${JSON.stringify(first).slice(0, 300)}`);
    const autocannon = require('autocannon');
    const r = await autocannon({
      url,
      method: 'POST',
      headers,
      body,
      connections,
      duration: seconds,
    });
    results.search = {
      seedMs,
      coldFirstRequestMs: coldMs,
      requestsPerSecond: Math.round(r.requests.average),
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    };
    console.log(
      `ranking: seeded ${TRADERS} × ${DAYS} closes in ${seedMs} ms; cold search (load + recompute) ${coldMs} ms; ` +
        `search ${results.search.requestsPerSecond} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`,
    );
  } finally {
    server.stop();
    await db.end().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

mkdirSync(path.join(ROOT, '.bench-results'), { recursive: true });
writeFileSync(path.join(ROOT, '.bench-results/ranking.json'), JSON.stringify(results, null, 2));
