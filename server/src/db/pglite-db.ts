import { PGlite } from '@electric-sql/pglite';
import { withCommitHooks } from './after-commit';
import type { Db, Queryable, SqlParam } from './db';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

const wrap = (pg: PgliteLike): Queryable => ({
  async query<T>(sql: string, params: readonly SqlParam[] = []) {
    const result = await pg.query<T>(sql, [...params]);
    return result.rows;
  },
  async exec(sql: string) {
    await pg.exec(sql);
  },
});

/** An embedded database that can also write its whole data directory out as a tarball. */
export type PgliteDb = Db & { dumpDataDir(): Promise<Blob> };

/**
 * Opens the embedded database. `dataDir` keeps data across restarts; undefined means in memory
 * (tests), started from the tarball `from` when given (a migrated template). PGlite is one
 * connection: it serialises statements and transactions itself.
 */
export async function openPgliteDb(dataDir: string | undefined, from?: Blob): Promise<PgliteDb> {
  const pg = dataDir
    ? await PGlite.create(dataDir)
    : await PGlite.create(from ? { loadDataDir: from } : {});
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) =>
      withCommitHooks((register) => pg.transaction((tx) => fn(register(wrap(tx))))),
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('gzip'),
  };
}
