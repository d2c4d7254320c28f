import { F9_LIMIT } from './constants';

/** One entry of the open-position F9 (deep-data) list (spec §3). */
export interface F9Entry {
  code: string;
  isActive: boolean;
}

/** Result of adding to the list: the new list, or a refusal when the limit is reached. */
export type F9AddResult = { ok: true; list: F9Entry[] } | { ok: false; list: F9Entry[] };

/**
 * Adds a code (spec §4 F9 list): the new entry becomes active and the others inactive; an existing
 * entry with the same code is replaced rather than duplicated. A new code beyond `limit` is refused.
 */
export function addF9Entry(list: readonly F9Entry[], code: string, limit = F9_LIMIT): F9AddResult {
  const others = list.filter((e) => e.code !== code).map((e) => ({ ...e, isActive: false }));
  if (others.length === list.length && list.length >= limit) return { ok: false, list: [...list] };
  return { ok: true, list: [...others, { code, isActive: true }] };
}

/** Removes a code; when the active entry goes, the last remaining entry becomes active. */
export function removeF9Entry(list: readonly F9Entry[], code: string): F9Entry[] {
  const rest = list.filter((e) => e.code !== code);
  if (rest.length === 0 || rest.some((e) => e.isActive)) return rest;
  return rest.map((e, i) => ({ ...e, isActive: i === rest.length - 1 }));
}
