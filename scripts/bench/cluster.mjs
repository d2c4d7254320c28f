// Cluster benchmark: accepted orders/s with p50/p99 latency, and hub deliveries/s, for 1, 2 and 3
// server processes behind nginx on PostgreSQL and Redis (server/CLUSTER.md), in one run.
//   node scripts/bench/cluster.mjs [--seconds=10] [--students=60] [--workers=48] [--hub=40]
// Build first (`npm run build`). The load generator runs on the same cores as the cluster.
import { createRequire } from 'node:module';
import pg from 'pg';
import { login } from './lib.mjs';

const require = createRequire(import.meta.url);
const { startCluster } = require('../cluster/cluster-lib.cjs');
const { HubConnectionBuilder, LogLevel } = require('@microsoft/signalr');

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 10);
const STUDENTS = arg('students', 60);
const WORKERS = arg('workers', 48);
const HUB_CLIENTS = arg('hub', 40);
const HUB_CODES = 50;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Bench students: copies of student01 (same password hash), each with its own account. */
async function addStudents(databaseUrl) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  await c.query(
    `INSERT INTO users (user_name, real_name, password_hash, role)
     SELECT 'bench' || g, '压测' || g, u.password_hash, 'student'
     FROM users u, generate_series(1, $1) g WHERE u.user_name = 'student01'
     ON CONFLICT DO NOTHING`,
    [STUDENTS],
  );
  const { rows } = await c.query(
    `SELECT code FROM market_securities WHERE type_id = 1 ORDER BY code LIMIT $1`,
    [HUB_CODES],
  );
  await c.end();
  return rows.map((r) => r.code);
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function measure(processes) {
  const cluster = await startCluster({
    processes,
    database: 'cluster_bench',
    fresh: true,
    prefix: `cluster-bench-${process.pid}`,
    env: { TRADING_ORDER_BURST: '100000', LOGIN_RATE_PER_IP: '100000' },
  });
  try {
    const codes = await addStudents(cluster.databaseUrl);
    const tokens = [];
    for (let i = 1; i <= STUDENTS; i += 1) tokens.push(await login(cluster.url, `bench${i}`));
    // Hub clients through nginx, each subscribed to HUB_CODES codes.
    let deliveries = 0;
    const hubs = [];
    for (let i = 0; i < HUB_CLIENTS; i += 1) {
      const c = new HubConnectionBuilder()
        .withUrl(`${cluster.url}/hubs/quote`, { accessTokenFactory: () => tokens[i % STUDENTS] })
        .configureLogging(LogLevel.None)
        .build();
      c.on('TickQuotationInfo', () => (deliveries += 1));
      await c.start();
      await c.invoke('Subscribe', { QuotationType: 'TickQuotationInfo', SearchParamData: codes });
      hubs.push(c);
    }
    // Warm-up: every student's account opened and loaded once.
    const order = (token, i) =>
      fetch(`${cluster.url}/TradeGW/Trade/PlaceXHOrder`, {
        method: 'POST',
        signal: AbortSignal.timeout(30_000),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          security: '601398',
          side: 'B',
          orderQty: 100,
          bizAction: 1,
          clOrdId: i,
        }),
      }).then((r) => r.json());
    await Promise.all(tokens.map((t, i) => order(t, `warm-${i}`)));
    const latencies = [];
    let refused = 0;
    let n = 0;
    const end = Date.now() + SECONDS * 1000;
    const hubStart = deliveries;
    const t0 = Date.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        while (Date.now() < end) {
          const k = (n += 1);
          const start = performance.now();
          const r = await order(tokens[(w + k) % STUDENTS], `b-${w}-${k}`).catch(() => null);
          if (r?.retCode === 0) latencies.push(performance.now() - start);
          else refused += 1;
        }
      }),
    );
    const secs = (Date.now() - t0) / 1000;
    const hubCount = deliveries - hubStart;
    for (const c of hubs) await c.stop();
    latencies.sort((a, b) => a - b);
    return {
      processes,
      ordersPerSec: latencies.length / secs,
      p50: pct(latencies, 0.5),
      p99: pct(latencies, 0.99),
      refused,
      hubPerSec: hubCount / secs,
    };
  } finally {
    await cluster.stop();
    await sleep(500);
  }
}

const results = [];
for (const n of [1, 2, 3]) {
  console.log(`… ${n} 个进程`);
  results.push(await measure(n));
}
console.log(
  `\ncluster bench: ${SECONDS} s each, ${WORKERS} concurrent order loops over ${STUDENTS} students, ` +
    `${HUB_CLIENTS} hub clients × ${HUB_CODES} codes, nginx round robin`,
);
console.log('processes  orders/s  p50 ms  p99 ms  refused  hub deliveries/s');
for (const r of results) {
  console.log(
    `${String(r.processes).padStart(9)}  ${r.ordersPerSec.toFixed(0).padStart(8)}  ${r.p50
      .toFixed(1)
      .padStart(
        6,
      )}  ${r.p99.toFixed(1).padStart(6)}  ${String(r.refused).padStart(7)}  ${r.hubPerSec
      .toFixed(0)
      .padStart(16)}`,
  );
}
process.exit(0);
