#!/usr/bin/env node
// Ranking benchmark (issue #32 item 3), for each trader count (default 10 000 and 100 000):
//   1. the recompute, in a process of its own against server/dist: every metric of N traders ×
//      250 trading days for each ranking window (all, week, month, quarter, half year, year),
//      the traders streamed through a BoardBuilder a page at a time as the server does (the
//      series are generated page by page and dropped once added), then the live merge; time
//      (generation left out) and peak RSS (the process's maxRSS);
//   2. the ranking search on that computed board (rankingPage, as SearchPersonalRankingsRN:
//      name filter "选手12", sorted by Sharpe, 20 per page): cold (the first search, which sorts
//      the board) and warm (the median of 20 searches with other names);
//   3. unless --skip-http, the search call over HTTP (POST /VERace/Ranking/SearchPersonalRankingsRN)
//      on the built server over PostgreSQL (TEST_DATABASE_URL, default
//      postgres://postgres@127.0.0.1:5432/test) with N traders × 250 closes seeded in SQL, for the
//      counts of --http-traders (default 10000; seeding 100 000 × 250 closes takes minutes): the
//      first request (history load + recompute, no rollover has computed the board yet), the
//      first name search on the computed board (cold), then 20 other names (warm).
// Each figure is printed with the first round's beside it (for the counts of --first-round, the
// first round's code run on the same data in this run, ranking-first-round.mjs; else the issue's
// figure) and the goal. Wall times swing with the shared machine's load: cpu times are printed too.
// The server rebuilds unless --no-build. Usage: node scripts/bench/ranking.mjs
//   [--traders=10000,100000] [--first-round=10000] [--days=250] [--http-traders=10000] [--skip-http]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { httpSearch } from './ranking-http.mjs';
import { recomputeAndSearch } from './ranking-recompute.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).flatMap((a) => {
    const m = /^--([\w-]+)=(.*)$/.exec(a);
    return m ? [[m[1], m[2]]] : [];
  }),
);
const list = (v) =>
  String(v)
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
const DAYS = Number(args.days ?? 250);

// The child: one trader count and one round, alone in its process so its peak RSS is its own.
if (process.argv.includes('--child')) {
  const out = await recomputeAndSearch(Number(args.traders), DAYS, args.round === 'first');
  process.stdout.write(`${JSON.stringify(out)}\n`);
  process.exit(0);
}

if (!process.argv.includes('--no-build')) {
  for (const ws of ['shared-kit', 'server']) {
    const b = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: path.join(ROOT, ws),
      stdio: 'inherit',
    });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
}

/** One round in a child process. */
function round(traders, name) {
  const child = spawnSync(
    process.execPath,
    [
      fileURLToPath(import.meta.url),
      '--child',
      `--traders=${traders}`,
      `--days=${DAYS}`,
      `--round=${name}`,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  if (child.status !== 0) {
    process.stderr.write(child.stderr);
    process.exit(child.status ?? 1);
  }
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

/** The issue's figures of the first round and the goals, per trader count. */
const ISSUE = {
  10000: { ms: 1490, rssMiB: 302, goalMs: 500, goalRssMiB: null },
  100000: { ms: 19400, rssMiB: 1884, goalMs: 5000, goalRssMiB: 1024 },
};
const firstRounds = list(args['first-round'] ?? '10000');
const results = { recompute: [], http: [] };
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(1)}×` : '—');

for (const traders of list(args.traders ?? '10000,100000')) {
  const r = round(traders, 'new');
  const f = firstRounds.includes(traders) ? round(traders, 'first') : null;
  const issue = ISSUE[traders] ?? {};
  results.recompute.push({ traders, days: DAYS, new: r, firstRound: f });
  const was = (key, unit, issueKey) =>
    f
      ? `first round ${f[key]} ${unit} this run`
      : `first round ${issue[issueKey] ?? '—'} ${unit} (issue)`;
  const goal = (v, unit) => (v ? `goal ≤ ${v} ${unit}` : 'no goal');
  console.log(
    `ranking ${traders} traders × ${DAYS} days × ${r.windows} windows (${r.pages} pages of ${r.pageSize}):`,
  );
  console.log(
    `  recompute ${r.recomputeMs} ms (cpu ${r.recomputeCpuMs} ms) | ${was('recomputeMs', 'ms', 'ms')}` +
      `${f ? ` (cpu ${f.recomputeCpuMs} ms, ${ratio(f.recomputeCpuMs, r.recomputeCpuMs)} the cpu)` : ''}` +
      `, issue ${issue.ms ?? '—'} ms | ${goal(issue.goalMs, 'ms')}`,
  );
  console.log(
    `  peak RSS ${r.peakRssMiB} MiB | ${was('peakRssMiB', 'MiB', 'rssMiB')}, issue ${issue.rssMiB ?? '—'} MiB | ${goal(issue.goalRssMiB, 'MiB')}`,
  );
  console.log(
    `  search (name filter, Sharpe desc, 20 a page) cold ${r.searchColdMs} ms, warm ${r.searchWarmMs} ms | ` +
      `${f ? `first round cold ${f.searchColdMs} ms, warm ${f.searchWarmMs} ms this run` : 'first round —'} | goal: from the computed board, no recompute`,
  );
  console.log(
    `  live merge ${r.liveMergeMs} ms; series generated apart in ${r.generateMs} ms; top Sharpe ${r.topSharpe}`,
  );
}

if (!process.argv.includes('--skip-http')) {
  for (const traders of list(args['http-traders'] ?? '10000')) {
    const h = await httpSearch({ traders, dates: DAYS });
    results.http.push(h);
    console.log(
      `ranking HTTP ${traders} traders: seeded ${DAYS} closes each in ${h.seedMs} ms; first request (load + recompute) ${h.firstRequestMs} ms; ` +
        `search cold ${h.searchColdMs} ms, warm p50 ${h.searchWarmP50Ms} ms (max of 20 ${h.searchWarmMaxMs} ms); ` +
        `server peak RSS ${h.serverRssMiB ?? '—'} MiB`,
    );
  }
}

mkdirSync(path.join(ROOT, '.bench-results'), { recursive: true });
writeFileSync(path.join(ROOT, '.bench-results/ranking.json'), JSON.stringify(results, null, 2));
