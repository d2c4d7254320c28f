/** A page of rows as list calls answer it. */
export interface Paged<T> {
  total: number;
  list: T[];
}

/**
 * Reads the rows of a list answer: a bare array or a `{ list | rows | items, total }` page.
 * List calls of the platform are not uniform, so pages read them through this one door.
 */
export function pageOf<T>(data: unknown): Paged<T> {
  if (Array.isArray(data)) return { total: data.length, list: data as T[] };
  if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    const list = (o.list ?? o.rows ?? o.items ?? o.records ?? o.data ?? []) as T[];
    const rows = Array.isArray(list) ? list : [];
    const total = Number(o.total ?? o.count ?? o.totalCount ?? rows.length);
    return { total: Number.isFinite(total) ? total : rows.length, list: rows };
  }
  return { total: 0, list: [] };
}

/** The rows of a list answer (see `pageOf`). */
export function listOf<T>(data: unknown): T[] {
  return pageOf<T>(data).list;
}
