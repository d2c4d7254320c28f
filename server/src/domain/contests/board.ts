import { BoardBuilder, scoreRow } from './board-builder';
import { finite } from './metrics';
import { assignRanks, type RankingRow } from './ranking';
import type { RankingIndex } from './types';
import type { RankingPeriod } from './windows';

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
 * scores, and the figures of the last close (live figures replace them later). The recompute
 * streams pages of traders through a BoardBuilder instead, every window at once.
 */
export function historyRows(
  traders: readonly TraderHistory[],
  benchClose: ReadonlyMap<string, number>,
  s: BoardSettings,
  period: RankingPeriod,
): RankingRow[] {
  const builder = new BoardBuilder(benchClose, s, [period]);
  for (const t of traders) builder.add(t);
  return builder.finish().get(period) ?? [];
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
