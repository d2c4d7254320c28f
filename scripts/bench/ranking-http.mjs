// The HTTP part of ranking.mjs: N traders × closes seeded in a fresh PostgreSQL database, the
// built server on it, and the ranking search call (SearchPersonalRankingsRN with a name filter).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, startServer } from './lib.mjs';
import { benchDates } from './ranking-recompute.mjs';

const require = createRequire(path.join(ROOT, 'server', 'package.json'));

/** Seeds the contest: users, accounts, enrolments and one NAV close per account and day. */
async function seed(db, traders, dates) {
  await db.query(`INSERT INTO classes (name) SELECT '基准班' || g FROM generate_series(1, 50) g`);
  await db.query(
    `INSERT INTO users (user_name, real_name, password_hash, role, class_id)
     SELECT 'bench' || g, '选手' || g, 'x', 'student', (SELECT min(id) FROM classes WHERE name = '基准班' || (g % 50 + 1))
     FROM generate_series(1, $1::int) g`,
    [traders],
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
  await db.query('ANALYZE');
}

/** Peak RSS of a process (VmHWM), in MiB, or null. */
function peakRssMiB(pid) {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? +(Number(kb) / 1024).toFixed(1) : null;
  } catch {
    return null;
  }
}

/** Seeds, starts the server, and times the search call; the database is dropped at the end. */
export async function httpSearch({ traders, dates: days }) {
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
    await seed(db, traders, benchDates(days));
    const seedMs = Math.round(performance.now() - s0);
    const login = await (
      await fetch(`${server.url}/api/user/login?userName=student01&passWord=Student123`)
    ).json();
    if (!login.isOK) throw new Error(`demo login failed: ${login.msg}`);
    const headers = {
      authorization: `Bearer ${login.data.Token}`,
      'content-type': 'application/json',
    };
    const url = `${server.url}/VERace/Ranking/SearchPersonalRankingsRN`;
    const query = (extra) =>
      JSON.stringify({ matchID: 9000, pageIndex: 1, pageSize: 20, ...extra });
    const timed = async (body) => {
      const t0 = performance.now();
      const answer = await (await fetch(url, { method: 'POST', headers, body })).json();
      if (!answer.isOK)
        throw new Error(`unexpected answer: ${JSON.stringify(answer).slice(0, 300)}`);
      return { answer, ms: Math.round(performance.now() - t0) };
    };
    const first = await timed(query({ sortField: 'TotalYield', sortType: 'desc' }));
    if (first.answer.data.total !== traders)
      throw new Error(`expected ${traders} rows, got ${first.answer.data.total}`);
    const cold = await timed(
      query({ searchKey: '选手12', sortField: 'SharpIndex', sortType: 'desc' }),
    );
    // Warm: other names on the same board, one after another (the search is limited to 60 calls
    // a minute per user, so a load generator would mostly time the 429 answers).
    const warm = [];
    for (let i = 1; i <= 20; i++) {
      const key = `选手${(i * 7919) % traders}`;
      warm.push(
        (await timed(query({ searchKey: key, sortField: 'SharpIndex', sortType: 'desc' }))).ms,
      );
    }
    warm.sort((a, b) => a - b);
    return {
      traders,
      seedMs,
      firstRequestMs: first.ms,
      searchColdMs: cold.ms,
      searchWarmP50Ms: warm[10],
      searchWarmMaxMs: warm[19],
      serverRssMiB: peakRssMiB(server.child.pid),
    };
  } finally {
    server.stop();
    await db.end().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
