import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './pg-db';

/** The databases every server test file runs against. */
export const TEST_DB_KINDS = ['pglite', 'postgres'] as const;
export type TestDbKind = (typeof TEST_DB_KINDS)[number];

/** Maintenance connection of the test PostgreSQL server (trust auth on loopback). */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a uniquely named database
 * on the test PostgreSQL server (so parallel runs never clash) that `close()` drops again.
 */
export async function openTestDb(kind: TestDbKind): Promise<Db> {
  if (kind === 'pglite') {
    const db = await openPgliteDb(undefined);
    await migrate(db);
    return db;
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = openPostgresDb(url.toString());
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin(fn: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}
