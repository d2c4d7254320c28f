/** localStorage key of the watchlist (自选股), per user. */
export const watchlistKey = (userName: string) => `competition.watchlist.${userName}`;

/** The stored codes ("600000.SSE"); an unreadable value counts as empty. */
export function loadWatchlist(userName: string, storage: Storage = localStorage): string[] {
  try {
    const v: unknown = JSON.parse(storage.getItem(watchlistKey(userName)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds a code once, newest first. */
export function addCode(list: readonly string[], code: string): string[] {
  return [code, ...list.filter((c) => c !== code)];
}

export function saveWatchlist(
  userName: string,
  list: readonly string[],
  storage: Storage = localStorage,
): void {
  storage.setItem(watchlistKey(userName), JSON.stringify(list));
}
