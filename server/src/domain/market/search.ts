import type { Market, Security } from './types';

export interface SearchOptions {
  /** Markets to search; empty means all. */
  markets?: Market[];
  /** Security type ids to keep; empty means all. */
  types?: number[];
  limit?: number;
  includeIndex?: boolean;
}

/** Largest result list a caller may ask for (the top tab asks for 30). */
export const MAX_SEARCH_LIMIT = 50;

/**
 * Security search (spec §5): code, short name or pinyin abbreviation, case-insensitive. Exact
 * codes rank first, then code and pinyin prefixes, then names containing the keyword.
 */
export function searchSecurities(
  all: Iterable<Security>,
  keyword: string,
  opts: SearchOptions = {},
): Security[] {
  const k = keyword.trim().toUpperCase();
  if (!k) return [];
  const limit = Math.max(1, Math.min(MAX_SEARCH_LIMIT, opts.limit ?? 30));
  const markets = opts.markets?.length ? new Set(opts.markets) : null;
  const types = opts.types?.length ? new Set(opts.types) : null;
  const scored: Array<[number, Security]> = [];
  for (const s of all) {
    if (markets && !markets.has(s.market)) continue;
    if (types && !types.has(s.type)) continue;
    if (opts.includeIndex === false && s.board === 'index') continue;
    const code = s.code.toUpperCase();
    const score =
      code === k
        ? 0
        : code.startsWith(k)
          ? 1
          : s.pinyin.startsWith(k)
            ? 2
            : s.name.toUpperCase().includes(k)
              ? 3
              : code.includes(k) || s.pinyin.includes(k)
                ? 4
                : -1;
    if (score >= 0) scored.push([score, s]);
  }
  scored.sort((a, b) => a[0] - b[0] || a[1].code.localeCompare(b[1].code));
  return scored.slice(0, limit).map(([, s]) => s);
}

/** Types the trading-side search means by a search type (spec §5: stock → 1, 19, 21; 3 → 3, 11). */
export function typesForSearch(searchType: number): number[] {
  if (searchType === 1) return [1, 19, 21];
  if (searchType === 3) return [3, 11];
  return [searchType];
}
