import type { RankingParams } from './types';

/** One trader's ranking line: live columns, history metrics and scores (null = "—"). */
export interface RankingRow {
  Rank: number;
  TraderID: number;
  UserID: number;
  UserName: string;
  RealName: string;
  ClassID: number | null;
  ClassName: string;
  TeamID: number | null;
  TeamName: string;
  [column: string]: number | string | null;
}

/** What eligibility reads about a trader. */
export interface ActivityFacts {
  lastLoginAt: Date | null;
  joinedAt: Date;
  hasTraded: boolean;
}

const DAY_MS = 86_400_000;

/**
 * Whether a trader takes part in the ranking: a contest may leave out traders who have not signed
 * in for noLoginTime days (isNoLoginActRanking false) and traders who never traded
 * (isNoTrandActRanking false).
 */
export function isRankingEligible(a: ActivityFacts, p: RankingParams, now: Date): boolean {
  if (!p.isNoTrandActRanking && !a.hasTraded) return false;
  if (!p.isNoLoginActRanking && p.noLoginTime > 0) {
    const last = (a.lastLoginAt ?? a.joinedAt).getTime();
    if (now.getTime() - last > p.noLoginTime * DAY_MS) return false;
  }
  return true;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Orders rows by one column, ascending or descending; rows without a value always come last and
 * ties keep the official rank order.
 */
export function sortRows<R extends RankingRow>(
  rows: readonly R[],
  field: string,
  desc: boolean,
): R[] {
  return [...rows].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (typeof x === 'string' || typeof y === 'string') {
      const c = String(x ?? '').localeCompare(String(y ?? ''), 'zh-CN');
      return (desc ? -c : c) || a.Rank - b.Rank;
    }
    const nx = num(x);
    const ny = num(y);
    if (nx === null || ny === null)
      return (nx === null ? 1 : 0) - (ny === null ? 1 : 0) || a.Rank - b.Rank;
    return (desc ? ny - nx : nx - ny) || a.Rank - b.Rank;
  });
}

/**
 * Official ranks: complex score when the contest scores, else total yield, then total assets,
 * then the earlier trader id; equal keys share no rank (1, 2, 3 …).
 */
export function assignRanks<R extends RankingRow>(rows: R[], scored: boolean): R[] {
  const key = scored ? 'ComplexScore' : 'TotalYield';
  // The keys are read once per row, not once per comparison (a board has 100 000 rows).
  const n = rows.length;
  const k = new Float64Array(n);
  const assets = new Float64Array(n);
  const ids = new Float64Array(n);
  rows.forEach((r, i) => {
    k[i] = num(r[key]) ?? -Infinity;
    assets[i] = num(r.TotalAssets) ?? 0;
    ids[i] = r.TraderID;
  });
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    const ka = k[a] as number;
    const kb = k[b] as number;
    if (ka !== kb) return kb - ka;
    return (assets[b] as number) - (assets[a] as number) || (ids[a] as number) - (ids[b] as number);
  });
  return order.map((i, rank) => {
    const r = rows[i] as R;
    r.Rank = rank + 1;
    return r;
  });
}

/** One team's or class's line. */
export interface GroupRankingRow {
  Rank: number;
  GroupID: number;
  GroupName: string;
  MemberCount: number;
  TotalAssets: number;
  InitialAssets: number;
  TotalProfitLoss: number;
  /** Σ assets / Σ initial funds − 1: the group as one portfolio. */
  TotalYield: number | null;
  /** Mean of the members' total yields. */
  AverageYield: number | null;
}

/** Groups trader rows by team or class and ranks the groups by total yield. */
export function groupRanking(rows: readonly RankingRow[], by: 'team' | 'class'): GroupRankingRow[] {
  const groups = new Map<number, { name: string; rows: RankingRow[] }>();
  for (const r of rows) {
    const gid = by === 'team' ? r.TeamID : r.ClassID;
    if (gid === null) continue;
    const g = groups.get(gid) ?? { name: by === 'team' ? r.TeamName : r.ClassName, rows: [] };
    g.rows.push(r);
    groups.set(gid, g);
  }
  const out: GroupRankingRow[] = [...groups].map(([gid, g]) => {
    const assets = g.rows.reduce((s, r) => s + (num(r.TotalAssets) ?? 0), 0);
    const initial = g.rows.reduce((s, r) => s + (num(r.InitialAssets) ?? 0), 0);
    const yields = g.rows.map((r) => num(r.TotalYield)).filter((y): y is number => y !== null);
    return {
      Rank: 0,
      GroupID: gid,
      GroupName: g.name,
      MemberCount: g.rows.length,
      TotalAssets: assets,
      InitialAssets: initial,
      TotalProfitLoss: assets - initial,
      TotalYield: initial > 0 ? assets / initial - 1 : null,
      AverageYield: yields.length ? yields.reduce((s, y) => s + y, 0) / yields.length : null,
    };
  });
  out.sort(
    (a, b) => (b.TotalYield ?? -Infinity) - (a.TotalYield ?? -Infinity) || a.GroupID - b.GroupID,
  );
  out.forEach((g, i) => (g.Rank = i + 1));
  return out;
}
