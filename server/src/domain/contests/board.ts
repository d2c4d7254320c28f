import { computeMetrics, finite, TRADING_DAYS_PER_YEAR } from './metrics';
import { assignRanks, type RankingRow } from './ranking';
import { complexScore, operateScore, performanceScore } from './scores';
import type { RankingIndex } from './types';
import { windowStart, type RankingPeriod } from './windows';

/** Who a trader is, as ranking rows show it. */
export interface TraderIdentity {
  TraderID: number;
  UserID: number;
  UserName: string;
  RealName: string;
  ClassID: number | null;
  ClassName: string;
  TeamID: number | null;
  TeamName: string;
}

/**
 * One trader's closed days, oldest first. Entry 0 is the opening point (initial funds, the NAV
 * at enrolment, the benchmark date before the first close); arrays share one length.
 */
export interface TraderHistory extends TraderIdentity {
  dates: string[];
  nav: ArrayLike<number>;
  totalAssets: ArrayLike<number>;
  tradedValue: ArrayLike<number>;
  /** Initial funds plus net transfers, for 总盈亏. */
  invested: number;
  fouls: number;
  eligible: boolean;
}

/** Live account figures merged into the latest board. */
export interface LiveFigures {
  totalAssets: number;
  available: number;
  /** Unit NAV now, for 当日收益率 against the last close. */
  nav: number;
  /** Initial funds plus net transfers now (a transfer or an account opened since the close). */
  invested?: number;
  /** The return since the last close where it is not nav / last NAV (several accounts). */
  dayReturn?: number;
}

/** The contest settings the board reads. */
export interface BoardSettings {
  riskFreeAnnual: number;
  rankingIndexs: readonly RankingIndex[];
  matchTotalPoints: number;
  foulPoints: number;
}

/**
 * History part of every eligible trader's ranking row for one window: metrics over the window,
 * scores, and the figures of the last close (live figures replace them later).
 */
export function historyRows(
  traders: readonly TraderHistory[],
  benchClose: ReadonlyMap<string, number>,
  s: BoardSettings,
  period: RankingPeriod,
): RankingRow[] {
  const rows: RankingRow[] = [];
  // Traders who joined on the same day share one date vector: look the benchmark up once.
  const benchCache = new Map<string, Float64Array>();
  for (const t of traders) {
    if (!t.eligible) continue;
    const points = t.dates.length;
    const from = windowStart(points, period);
    const key = `${t.dates[from]}|${points - from}|${t.dates[points - 1]}`;
    let bench = benchCache.get(key);
    if (!bench) {
      bench = new Float64Array(points - from);
      for (let i = from; i < points; i++)
        bench[i - from] = benchClose.get(t.dates[i] as string) ?? NaN;
      benchCache.set(key, bench);
    }
    const slice = (a: ArrayLike<number>): ArrayLike<number> =>
      a instanceof Float64Array
        ? a.subarray(from, points)
        : Array.prototype.slice.call(a, from, points);
    const m = computeMetrics(
      {
        nav: slice(t.nav),
        bench,
        totalAssets: slice(t.totalAssets),
        tradedValue: slice(t.tradedValue),
        riskFreeAnnual: s.riskFreeAnnual,
      },
      TRADING_DAYS_PER_YEAR,
    );
    const last = points - 1;
    const assets = (t.totalAssets[last] as number) ?? t.invested;
    const prevNav = last > 0 ? (t.nav[last - 1] as number) : NaN;
    const row: RankingRow = {
      Rank: 0,
      ...identityOf(t),
      ...m,
      TotalAssets: assets,
      AvailableCapital: null,
      InitialAssets: t.invested,
      TotalProfitLoss: assets - t.invested,
      TodayYield: last > 0 ? finite((t.nav[last] as number) / prevNav - 1) : null,
      FoulCount: t.fouls,
    };
    scoreRow(row, s);
    rows.push(row);
  }
  return assignRanks(rows, s.rankingIndexs.length > 0);
}

const identityOf = (t: TraderIdentity): TraderIdentity => ({
  TraderID: t.TraderID,
  UserID: t.UserID,
  UserName: t.UserName,
  RealName: t.RealName,
  ClassID: t.ClassID,
  ClassName: t.ClassName,
  TeamID: t.TeamID,
  TeamName: t.TeamName,
});

/** Operate, violation and complex scores of a row (spec §3 columns). */
function scoreRow(row: RankingRow, s: BoardSettings): void {
  const operate = operateScore(
    row as Record<string, number | null>,
    s.rankingIndexs,
    s.matchTotalPoints,
  );
  const perf = performanceScore(Number(row.FoulCount ?? 0), s.foulPoints);
  row.OperateScore = operate;
  row.PerformanceScore = perf;
  row.ComplexScore = complexScore(operate, perf);
}

/**
 * Merges live figures into history rows (total assets, available cash, profit and today's yield
 * against the last close, and the current foul counts when given) and re-ranks: assets break ties between equal yields and scores.
 */
export function withLive(
  rows: readonly RankingRow[],
  live: ReadonlyMap<number, LiveFigures>,
  lastNav: ReadonlyMap<number, number>,
  s: BoardSettings,
  fouls?: ReadonlyMap<number, number>,
): RankingRow[] {
  const out = rows.map((r) => {
    const l = live.get(r.TraderID);
    const foulCount = fouls ? (fouls.get(r.TraderID) ?? 0) : (r.FoulCount ?? 0);
    if (!l) {
      const next: RankingRow = { ...r, FoulCount: foulCount };
      scoreRow(next, s);
      return next;
    }
    const base = lastNav.get(r.TraderID);
    const next: RankingRow = {
      ...r,
      TotalAssets: l.totalAssets,
      AvailableCapital: l.available,
      InitialAssets: l.invested ?? r.InitialAssets ?? 0,
      TotalProfitLoss: l.totalAssets - (l.invested ?? Number(r.InitialAssets ?? 0)),
      TodayYield:
        l.dayReturn !== undefined
          ? finite(l.dayReturn)
          : base && base > 0
            ? finite(l.nav / base - 1)
            : null,
      FoulCount: foulCount,
    };
    scoreRow(next, s);
    return next;
  });
  return assignRanks(out, s.rankingIndexs.length > 0);
}
