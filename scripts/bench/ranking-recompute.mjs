// The in-process part of ranking.mjs: a board recomputed from streamed pages of generated traders
// (BoardBuilder, as the server's computeHistoryBoard does), the live merge, and the search on it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { cpuMs, firstRound } from './ranking-first-round.mjs';

const require = createRequire(path.join(ROOT, 'server', 'package.json'));
const dist = (p) => require(path.join(ROOT, 'server', 'dist', p));
const PAGE = 2000;

/** mulberry32: fixed data every run. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The trading dates: `days` closes and the opening point before them, up to 2026-03-02. */
export function benchDates(days) {
  const { TradingCalendar } = dist('domain/market/index.js');
  const cal = new TradingCalendar();
  const dates = [cal.onOrBefore('2026-03-02')];
  while (dates.length < days + 1) dates.unshift(cal.shift(dates[0], -1));
  return dates;
}

/** One page of traders [from, to): the same series every run, in trader order. */
function page(rnd, from, to, dates, benchRet) {
  const days = dates.length - 1;
  const out = [];
  for (let t = from; t < to; t++) {
    const nav = new Float64Array(days + 1);
    const assets = new Float64Array(days + 1);
    const traded = new Float64Array(days + 1);
    nav[0] = 1;
    assets[0] = 1_000_000;
    const beta = 0.5 + rnd();
    for (let i = 1; i <= days; i++) {
      nav[i] = nav[i - 1] * (1 + beta * benchRet[i] + (rnd() - 0.5) * 0.02);
      assets[i] = nav[i] * 1_000_000;
      traded[i] = rnd() < 0.4 ? rnd() * 300_000 : 0;
    }
    out.push({
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
  return out;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const r1 = (x) => +x.toFixed(1);

/** The contest of the bench: benchmark closes, settings and the windows. */
function contestOf(days) {
  const contests = dist('domain/contests/index.js');
  const dates = benchDates(days);
  const rnd = prng(7);
  const bench = new Map();
  const benchRet = [];
  let level = 4000;
  for (const d of dates) {
    bench.set(d, level);
    const r = (rnd() - 0.5) * 0.03;
    benchRet.push(r);
    level *= 1 + r;
  }
  const settings = {
    riskFreeAnnual: 0.015,
    rankingIndexs: contests.DEFAULT_RANKING_INDEXS,
    matchTotalPoints: 100,
    foulPoints: 1,
  };
  return {
    contests,
    dates,
    rnd,
    bench,
    benchRet,
    settings,
    periods: Object.keys(contests.RANKING_PERIODS),
  };
}

/** Live figures and last NAV of a page of traders, as the live merge takes them. */
function liveOf(histories, days, live, lastNav) {
  for (const h of histories) {
    lastNav.set(h.TraderID, h.nav[days]);
    const nav = h.nav[days] * 1.001;
    live.set(h.TraderID, { totalAssets: h.totalAssets[days] * 1.001, available: 1000, nav });
  }
}

/** The searches timed: a name filter, then 20 other names (the same in both rounds). */
const searchKeys = (traders) => [
  '选手12',
  ...Array.from({ length: 20 }, (_, i) => `选手${(i * 7919) % traders}`),
];

/**
 * Recompute, live merge and search for `traders` traders; figures in ms and MiB. `first`: the
 * first round's code (ranking-first-round.mjs) on the same data instead.
 */
export async function recomputeAndSearch(traders, days, first = false) {
  const k = contestOf(days);
  const { contests, dates, rnd, bench, benchRet, settings, periods } = k;
  const live = new Map();
  const lastNav = new Map();
  const pageOf = (from) => page(rnd, from, Math.min(traders, from + PAGE), dates, benchRet);
  if (first) {
    const pages = [];
    for (let from = 0; from < traders; from += PAGE) pages.push(pageOf(from));
    pages.forEach((p) => liveOf(p, days, live, lastNav));
    const r = firstRound({
      pages,
      bench,
      settings,
      periods,
      live,
      lastNav,
      searches: searchKeys(traders),
    });
    return {
      recomputeMs: Math.round(r.recomputeMs),
      recomputeCpuMs: Math.round(r.recomputeCpuMs),
      peakRssMiB: r1(process.resourceUsage().maxRSS / 1024),
      searchColdMs: r1(r.searchColdMs),
      searchWarmMs: r1(median(r.warm)),
    };
  }
  let generateMs = 0;
  let recomputeMs = 0;
  let cpu = 0;
  const builder = new contests.BoardBuilder(bench, settings, periods);
  for (let from = 0; from < traders; from += PAGE) {
    const g0 = performance.now();
    const histories = pageOf(from);
    const g1 = performance.now();
    const c0 = process.cpuUsage();
    for (const h of histories) builder.add(h);
    cpu += cpuMs(process.cpuUsage(c0));
    recomputeMs += performance.now() - g1;
    generateMs += g1 - g0;
    liveOf(histories, days, live, lastNav);
  }
  const c0 = process.cpuUsage();
  const f0 = performance.now();
  const boards = builder.finish();
  const t1 = performance.now();
  cpu += cpuMs(process.cpuUsage(c0));
  recomputeMs += t1 - f0;
  const merged = contests.withLive(boards.get('all'), live, lastNav, settings);
  const liveMergeMs = performance.now() - t1;

  const contest = { settings: { rankingShowColumns: [] } };
  const board = { searchDate: dates[days], period: 'all', periods, rows: merged };
  const search = (key) =>
    rankingPage(contest, board, {
      searchKey: key,
      sortField: 'SharpIndex',
      sortType: 'desc',
      limit: 20,
      offset: 0,
      pageIndex: 1,
    });
  const { rankingPage } = dist('features/rankings/ranking-views.js');
  const [coldKey, ...warmKeys] = searchKeys(traders);
  const s0 = performance.now();
  if (search(coldKey).total < 1) throw new Error('the search found nobody');
  const searchColdMs = performance.now() - s0;
  const warm = warmKeys.map((key) => {
    const w0 = performance.now();
    search(key);
    return performance.now() - w0;
  });
  return {
    windows: periods.length,
    pages: Math.ceil(traders / PAGE),
    pageSize: PAGE,
    generateMs: Math.round(generateMs),
    recomputeMs: Math.round(recomputeMs),
    recomputeCpuMs: Math.round(cpu),
    liveMergeMs: Math.round(liveMergeMs),
    peakRssMiB: r1(process.resourceUsage().maxRSS / 1024),
    searchColdMs: r1(searchColdMs),
    searchWarmMs: r1(median(warm)),
    topSharpe: contests.sortRows(merged, 'SharpIndex', true)[0].SharpIndex,
  };
}
