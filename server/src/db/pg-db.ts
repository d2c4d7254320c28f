import { Pool, type PoolClient } from 'pg';
import { withCommitHooks } from './after-commit';
import type { Db, Queryable, SqlParam } from './db';

const wrap = (client: Pool | PoolClient): Queryable => ({
  async query<T>(sql: string, params: readonly SqlParam[] = []) {
    const result = await client.query(sql, [...params]);
    return result.rows as T[];
  },
  async exec(sql: string) {
    await client.query(sql);
  },
});

/** Opens a pool on a PostgreSQL server (`postgres://…`), same dialect as the embedded database. */
export function openPostgresDb(connectionString: string): Db {
  const pool = new Pool({ connectionString, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: (fn) =>
      withCommitHooks(async (register) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(register(wrap(client)));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }),
    close: () => pool.end(),
  };
}
