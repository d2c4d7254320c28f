import { historyRows, type BoardSettings, type TraderHistory } from './board';
import { BoardBuilder } from './board-builder';
import { computeMetrics, TRADING_DAYS_PER_YEAR } from './metrics';
import { RANKING_PERIODS, windowStart, type RankingPeriod } from './windows';

/** mulberry32: the same series every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DATES = Array.from({ length: 300 }, (_, i) => `D${String(i).padStart(4, '0')}`);
const rnd = prng(11);
const bench = new Map(DATES.map((d, i) => [d, 4000 * (1 + 0.1 * Math.sin(i / 5) + 0.01 * rnd())]));

function trader(id: number, first: number, days: number, flat = false): TraderHistory {
  const nav = [1];
  const assets = [1000];
  const traded = [0];
  for (let i = 1; i < days; i++) {
    nav.push(flat ? 1 : (nav[i - 1] as number) * (1 + (rnd() - 0.48) * 0.04));
    assets.push((nav[i] as number) * 1000);
    traded.push(rnd() < 0.5 ? rnd() * 500 : 0);
  }
  return {
    TraderID: id,
    UserID: id,
    UserName: `u${id}`,
    RealName: `选手${id}`,
    ClassID: 1,
    ClassName: '一班',
    TeamID: null,
    TeamName: '',
    dates: DATES.slice(first, first + days),
    nav,
    totalAssets: assets,
    tradedValue: traded,
    invested: 1000,
    fouls: id % 3,
    eligible: id !== 5,
  };
}

const settings: BoardSettings = {
  riskFreeAnnual: 0.015,
  rankingIndexs: [
    {
      rankingIndexID: 1,
      rankingIndexName: '夏普',
      indexValue: 'SharpIndex',
      standardValue: 2,
      standardPrecent: 60,
      showOrder: 1,
      rankingIndexTypeID: 1,
    },
    {
      rankingIndexID: 2,
      rankingIndexName: '回撤',
      indexValue: 'MaxRetracement',
      standardValue: 0.1,
      standardPrecent: 40,
      showOrder: 2,
      rankingIndexTypeID: 2,
    },
  ],
  matchTotalPoints: 100,
  foulPoints: 1,
};

// Joined on different days, a day or three of history, a flat NAV, one left out of rankings.
const traders = [
  ...Array.from({ length: 12 }, (_, i) => trader(i + 1, i % 3, 260 - (i % 3))),
  trader(20, 298, 1),
  trader(21, 297, 2),
  trader(22, 295, 4),
  trader(23, 100, 150, true),
  trader(24, 40, 200),
];

/** The metrics of one window as computeMetrics gives them, for one trader. */
function expected(t: TraderHistory, p: RankingPeriod) {
  const points = t.dates.length;
  const from = windowStart(points, p);
  const slice = (a: ArrayLike<number>) => Array.prototype.slice.call(a, from, points) as number[];
  return computeMetrics(
    {
      nav: slice(t.nav),
      bench: t.dates.slice(from).map((d) => bench.get(d) ?? NaN),
      totalAssets: slice(t.totalAssets),
      tradedValue: slice(t.tradedValue),
      riskFreeAnnual: settings.riskFreeAnnual,
    },
    TRADING_DAYS_PER_YEAR,
  );
}

describe('the board builder', () => {
  const periods = Object.keys(RANKING_PERIODS) as RankingPeriod[];

  it('gives computeMetrics’ numbers to the last bit in every window', () => {
    const builder = new BoardBuilder(bench, settings, periods);
    traders.forEach((t) => builder.add(t));
    const boards = builder.finish();
    for (const p of periods) {
      const rows = boards.get(p) ?? [];
      expect(rows).toHaveLength(traders.length - 1);
      for (const row of rows) {
        const t = traders.find((x) => x.TraderID === row.TraderID) as TraderHistory;
        expect(row).toMatchObject(expected(t, p));
      }
    }
  });

  it('leaves metrics empty where a benchmark close is missing, as computeMetrics does', () => {
    const gap = new Map(bench);
    gap.delete(DATES[257] as string);
    const [row] = historyRows([trader(30, 0, 260)], gap, settings, 'week');
    expect(row?.BetaValue).toBeNull();
    expect(row?.SharpIndex).not.toBeNull();
    const [all] = historyRows([trader(31, 0, 260)], gap, settings, 'all');
    expect(all?.StockAbility).toBeNull();
  });

  it('ranks each window by complex score and scores fouls', () => {
    const rows = historyRows(traders, bench, settings, 'all');
    expect(rows.map((r) => r.Rank)).toEqual(rows.map((_, i) => i + 1));
    for (let i = 1; i < rows.length; i++)
      expect(Number(rows[i - 1]?.ComplexScore)).toBeGreaterThanOrEqual(
        Number(rows[i]?.ComplexScore),
      );
    const t3 = rows.find((r) => r.TraderID === 3);
    expect(t3?.PerformanceScore).toBe(0);
    expect(rows.find((r) => r.TraderID === 4)?.PerformanceScore).toBe(1);
  });
});
