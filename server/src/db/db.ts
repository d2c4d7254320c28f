/** A value bound to a `$n` placeholder. Never interpolate values into SQL text. */
export type SqlParam = string | number | boolean | null | Date | Uint8Array | readonly unknown[];

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with `$1…$n` parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The server's one database door, PostgreSQL dialect. Two adapters: embedded PGlite (default)
 * and a PostgreSQL server through `pg` (DATABASE_URL). Repositories depend on this only.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: commit when it resolves, roll back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** First row or undefined: for lookups by key. */
export async function queryOne<T>(
  db: Queryable,
  sql: string,
  params?: readonly SqlParam[],
): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}
