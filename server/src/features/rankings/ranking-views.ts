import {
  groupRanking,
  sortRows,
  TRADING_DAYS_PER_YEAR,
  type GroupRankingRow,
  type RankingRow,
} from '../../domain/contests';
import type { ContestRecord } from '../contests';
import type { Board } from './ranking.service';

/** Sort direction of the ranking query: desc unless 'asc' or 0. */
export const isDesc = (sortType: string | number | undefined): boolean =>
  !(sortType === 'asc' || sortType === 'ASC' || sortType === 0 || sortType === '0');

const has = (v: unknown, key: string): boolean => String(v ?? '').includes(key);

/** A search key finds a trader by name, user name, class, team or trader id. */
const matchesKey = (key: string) => (r: RankingRow) =>
  has(r.RealName, key) ||
  has(r.UserName, key) ||
  has(r.ClassName, key) ||
  has(r.TeamName, key) ||
  String(r.TraderID).includes(key);

/** Sorted copies of a board, reused while the board object lives (a board lives a few seconds). */
const sortedViews = new WeakMap<readonly RankingRow[], Map<string, RankingRow[]>>();

function sortedView(rows: readonly RankingRow[], field: string, desc: boolean): RankingRow[] {
  let views = sortedViews.get(rows);
  if (!views) {
    views = new Map();
    sortedViews.set(rows, views);
  }
  const key = `${field}|${desc}`;
  let view = views.get(key);
  if (!view) {
    view = sortRows(rows, field, desc);
    views.set(key, view);
  }
  return view;
}

/** A page of a board: searched, sorted, sliced, with the columns and the published N. */
export function rankingPage(
  c: ContestRecord,
  board: Board,
  q: {
    searchKey?: string;
    sortField?: string;
    sortType?: string | number;
    limit: number;
    offset: number;
    pageIndex?: number;
  },
  rows: readonly RankingRow[] = board.rows,
) {
  const key = q.searchKey?.trim() ?? '';
  // Ranks are unique, so the sorted board is a total order: filtering its cached sorted view
  // gives what sorting the found rows would, in one pass and without a sort per search.
  const view = q.sortField ? sortedView(rows, q.sortField, isDesc(q.sortType)) : rows;
  const sorted = key ? view.filter(matchesKey(key)) : view;
  return {
    total: sorted.length,
    pageIndex: q.pageIndex ?? 1,
    pageSize: q.limit,
    searchDate: board.searchDate,
    period: board.period,
    periods: board.periods,
    N: TRADING_DAYS_PER_YEAR,
    columns: c.settings.rankingShowColumns,
    list: sorted.slice(q.offset, q.offset + q.limit),
  };
}

/** Team or class lines with their id/name under the spec's field names as well. */
export function groupPage(
  rows: readonly RankingRow[],
  by: 'team' | 'class',
  p: { limit: number; offset: number },
) {
  const groups = groupRanking(rows, by).map((g) => withNames(g, by));
  return { total: groups.length, list: groups.slice(p.offset, p.offset + p.limit) };
}

export function withNames(g: GroupRankingRow, by: 'team' | 'class') {
  return by === 'team'
    ? { ...g, TeamID: g.GroupID, TeamName: g.GroupName }
    : { ...g, ClassID: g.GroupID, ClassName: g.GroupName };
}

/** A cell for Excel: "—" for an empty metric, numbers rounded to 6 decimals. */
export const cell = (v: unknown): string | number =>
  v === null || v === undefined
    ? '—'
    : typeof v === 'number'
      ? Math.round(v * 1e6) / 1e6
      : String(v);
