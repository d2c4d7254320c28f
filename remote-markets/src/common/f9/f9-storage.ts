import type { F9Entry } from '@portal/shared-kit';

/** localStorage key of the deep-data (F9) list; the list survives reloads and new tabs (spec §4). */
export const F9_STORAGE_KEY = 'portal.f9List';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Sandboxed frames throw on access: the list then lives for the page only.
    return null;
  }
}

/** The stored F9 list; an unreadable value counts as empty. */
export function loadF9List(store: Storage | null = storage()): F9Entry[] {
  const raw = store?.getItem(F9_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((e): e is F9Entry => typeof e?.code === 'string')
      .map((e) => ({ code: e.code, isActive: Boolean(e.isActive) }));
  } catch {
    return [];
  }
}

/** Stores the F9 list. */
export function saveF9List(list: readonly F9Entry[], store: Storage | null = storage()): void {
  store?.setItem(F9_STORAGE_KEY, JSON.stringify(list));
}
