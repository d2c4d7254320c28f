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
  await withAdmin(async (c) => {
    await dropAbandoned(c);
    await c.query(`CREATE DATABASE ${name}`);
  });
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

/** Name pattern of test databases; the middle part is the creation time in base 36. */
const TEST_DB_NAME = /^t_([0-9a-z]+)_[0-9a-f]{8}$/;

/** Drops test databases older than an hour: left behind by runs that were killed or timed out. */
async function dropAbandoned(client: Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 't\\_%'",
  );
  const cutoff = Date.now() - 3_600_000;
  for (const { datname } of rows) {
    const created = TEST_DB_NAME.exec(datname)?.[1];
    if (created && parseInt(created, 36) < cutoff) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
  }
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
