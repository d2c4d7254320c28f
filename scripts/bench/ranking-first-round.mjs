// The first-round recompute and search of ranking.mjs, kept here to measure in the same run as the
// new one (the machine is shared, figures from another day do not compare): every trader's series
// in memory at once, one pass over them per window with computeMetrics on slices, ranks by a
// comparator that reads the keys at each comparison, and a search that filters then sorts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'server', 'package.json'));
const dist = (p) => require(path.join(ROOT, 'server', 'dist', p));

const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function assignRanks(rows, scored) {
  const key = scored ? 'ComplexScore' : 'TotalYield';
  const ordered = [...rows].sort((a, b) => {
    const ka = num(a[key]) ?? -Infinity;
    const kb = num(b[key]) ?? -Infinity;
    if (ka !== kb) return kb - ka;
    return (num(b.TotalAssets) ?? 0) - (num(a.TotalAssets) ?? 0) || a.TraderID - b.TraderID;
  });
  ordered.forEach((r, i) => (r.Rank = i + 1));
  return ordered;
}

/** The first round's historyRows (board.ts before issue #32 item 3). */
function historyRows(c, traders, benchClose, s, period) {
  const rows = [];
  const benchCache = new Map();
  for (const t of traders) {
    if (!t.eligible) continue;
    const points = t.dates.length;
    const from = c.windowStart(points, period);
    const key = `${t.dates[from]}|${points - from}|${t.dates[points - 1]}`;
    let bench = benchCache.get(key);
    if (!bench) {
      bench = new Float64Array(points - from);
      for (let i = from; i < points; i++) bench[i - from] = benchClose.get(t.dates[i]) ?? NaN;
      benchCache.set(key, bench);
    }
    const slice = (a) => a.subarray(from, points);
    const m = c.computeMetrics(
      {
        nav: slice(t.nav),
        bench,
        totalAssets: slice(t.totalAssets),
        tradedValue: slice(t.tradedValue),
        riskFreeAnnual: s.riskFreeAnnual,
      },
      c.TRADING_DAYS_PER_YEAR,
    );
    const last = points - 1;
    const assets = t.totalAssets[last] ?? t.invested;
    const { TraderID, UserID, UserName, RealName, ClassID, ClassName, TeamID, TeamName } = t;
    const ids = { TraderID, UserID, UserName, RealName, ClassID, ClassName, TeamID, TeamName };
    const row = {
      Rank: 0,
      ...ids,
      ...m,
      TotalAssets: assets,
      AvailableCapital: null,
      InitialAssets: t.invested,
      TotalProfitLoss: assets - t.invested,
      TodayYield: last > 0 ? c.finite(t.nav[last] / t.nav[last - 1] - 1) : null,
      FoulCount: t.fouls,
    };
    c.scoreRow(row, s);
    rows.push(row);
  }
  return assignRanks(rows, s.rankingIndexs.length > 0);
}

/** The first round's search: filter the rows, then sort what was found. */
function rankingPage(c, rows, key) {
  const found = rows.filter((r) =>
    [r.RealName, r.UserName, r.ClassName, r.TeamName, String(r.TraderID)].some((v) =>
      String(v ?? '').includes(key),
    ),
  );
  return c.sortRows(found, 'SharpIndex', true).slice(0, 20);
}

/** The first round over the traders of `pages` (all generated up front, as it held them). */
export function firstRound({ pages, bench, settings, periods, live, lastNav, searches }) {
  const c = dist('domain/contests/index.js');
  const histories = pages.flat();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const boards = new Map(periods.map((p) => [p, historyRows(c, histories, bench, settings, p)]));
  const recomputeMs = performance.now() - t0;
  const recomputeCpuMs = cpuMs(process.cpuUsage(cpu0));
  const merged = c.withLive(boards.get('all'), live, lastNav, settings);
  const s0 = performance.now();
  rankingPage(c, merged, searches[0]);
  const searchColdMs = performance.now() - s0;
  const warm = searches.slice(1).map((k) => {
    const w0 = performance.now();
    rankingPage(c, merged, k);
    return performance.now() - w0;
  });
  return { recomputeMs, recomputeCpuMs, searchColdMs, warm };
}

export const cpuMs = (u) => (u.user + u.system) / 1000;
