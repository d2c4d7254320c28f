import type { BoardSettings, TraderHistory } from './board';
import {
  dailyRiskFree,
  finite,
  NO_METRICS,
  TRADING_DAYS_PER_YEAR,
  type RankingMetrics,
} from './metrics';
import { assignRanks, type RankingRow } from './ranking';
import { complexScore, operateScore, performanceScore } from './scores';
import { benchWindow, windowMetrics, type BenchWindow } from './window-metrics';
import { windowStart, type RankingPeriod } from './windows';

/** Operate, violation and complex scores of a row (spec §3 columns). */
export function scoreRow(row: RankingRow, s: BoardSettings): void {
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
 * Builds a contest's history boards one trader at a time, every window in one go: the caller
 * streams traders in (a page of NAV series at a time) and drops each page once added, so only the
 * rows stay in memory, never the series. A trader's daily returns are computed once for all
 * windows, the benchmark's part of a window once for every trader who shares its dates.
 */
export class BoardBuilder {
  private readonly rows = new Map<RankingPeriod, RankingRow[]>();
  private readonly benches = new Map<string, BenchWindow>();
  private readonly rf: number;
  private scratch = new Float64Array(256);

  /**
   * @param benchClose benchmark closes by date; the caller may add dates between pages (a page
   *   can start earlier than the ones before) but never change one.
   */
  constructor(
    private readonly benchClose: ReadonlyMap<string, number>,
    private readonly s: BoardSettings,
    readonly periods: readonly RankingPeriod[],
  ) {
    this.rf = dailyRiskFree(s.riskFreeAnnual, TRADING_DAYS_PER_YEAR);
    for (const p of periods) this.rows.set(p, []);
  }

  /** Adds one trader's rows (nothing for a trader the contest leaves out of its rankings). */
  add(t: TraderHistory): void {
    if (!t.eligible) return;
    const points = t.dates.length;
    const rp = this.returns(t.nav, points);
    const last = points - 1;
    const assets = (t.totalAssets[last] as number) ?? t.invested;
    const todayYield =
      last > 0 ? finite((t.nav[last] as number) / (t.nav[last - 1] as number) - 1) : null;
    for (const p of this.periods) {
      const from = windowStart(points, p);
      const row = {
        Rank: 0,
        TraderID: t.TraderID,
        UserID: t.UserID,
        UserName: t.UserName,
        RealName: t.RealName,
        ClassID: t.ClassID,
        ClassName: t.ClassName,
        TeamID: t.TeamID,
        TeamName: t.TeamName,
        ...NO_METRICS,
        TradingDays: 0,
        TotalAssets: assets,
        AvailableCapital: null,
        InitialAssets: t.invested,
        TotalProfitLoss: assets - t.invested,
        TodayYield: todayYield,
        FoulCount: t.fouls,
        OperateScore: null,
        PerformanceScore: null,
        ComplexScore: null,
      } as RankingRow & RankingMetrics;
      windowMetrics(
        { nav: t.nav, totalAssets: t.totalAssets, tradedValue: t.tradedValue, rp, from },
        this.bench(t.dates, from),
        this.s.riskFreeAnnual,
        TRADING_DAYS_PER_YEAR,
        row,
      );
      scoreRow(row, this.s);
      (this.rows.get(p) as RankingRow[]).push(row);
    }
  }

  /** The ranked rows of every window; the builder is spent. */
  finish(): Map<RankingPeriod, RankingRow[]> {
    const scored = this.s.rankingIndexs.length > 0;
    return new Map([...this.rows].map(([p, rows]) => [p, assignRanks(rows, scored)]));
  }

  /** Daily returns of a whole series, in a buffer reused from trader to trader. */
  private returns(nav: ArrayLike<number>, points: number): Float64Array {
    const n = Math.max(0, points - 1);
    if (this.scratch.length < n) this.scratch = new Float64Array(n * 2);
    const out = this.scratch.subarray(0, n);
    for (let i = 0; i < n; i++) {
      const prev = nav[i] as number;
      const cur = nav[i + 1] as number;
      out[i] = prev > 0 && cur > 0 ? cur / prev - 1 : NaN;
    }
    return out;
  }

  /** The benchmark part of a window; traders who joined on the same day share it. */
  private bench(dates: readonly string[], from: number): BenchWindow {
    const points = dates.length;
    const key = `${dates[from]}|${points - from}|${dates[points - 1]}`;
    let b = this.benches.get(key);
    if (!b) {
      const closes = new Float64Array(points - from);
      for (let i = from; i < points; i++)
        closes[i - from] = this.benchClose.get(dates[i] as string) ?? NaN;
      b = benchWindow(closes, this.rf);
      this.benches.set(key, b);
    }
    return b;
  }
}
