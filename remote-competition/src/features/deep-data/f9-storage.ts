import type { F9Entry } from '@portal/shared-kit';

/** localStorage key of the deep-data (F9) list: the list is persisted locally (spec §4). */
export const F9_STORAGE_KEY = 'competition.f9List';

/** The stored F9 list; an unreadable value counts as empty. */
export function loadF9List(storage: Storage = localStorage): F9Entry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(F9_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as F9Entry[]) : [];
  } catch {
    return [];
  }
}

export function saveF9List(list: readonly F9Entry[], storage: Storage = localStorage): void {
  storage.setItem(F9_STORAGE_KEY, JSON.stringify(list));
}
