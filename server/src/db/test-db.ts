import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Db } from './db';
import { migrate, MIGRATIONS_DIR } from './migrate';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './pg-db';

/** Both databases the server runs on: PGlite embedded (the default of `npm start`) and PostgreSQL. */
export const ALL_TEST_DB_KINDS = ['pglite', 'postgres'] as const;
export type TestDbKind = (typeof ALL_TEST_DB_KINDS)[number];

/**
 * The databases the route tests run on, from TEST_DB: PostgreSQL alone by default (`npm test`; a
 * template copy starts in a fraction of PGlite's start); `all` both (`npm run test:full`, run
 * before a database-touching change lands); `pglite` or `postgres` one. The database layer and a
 * smoke set of route files run on ALL_TEST_DB_KINDS whatever TEST_DB says.
 */
export function testDbKinds(env: string | undefined = process.env.TEST_DB): readonly TestDbKind[] {
  if (env === 'all') return ALL_TEST_DB_KINDS;
  if (env === undefined || env === '') return ['postgres'];
  const kind = ALL_TEST_DB_KINDS.find((k) => k === env);
  if (!kind) throw new Error(`TEST_DB=${env}: use all, pglite or postgres`);
  return [kind];
}

/** The databases of the route tests in this run (see testDbKinds). */
export const TEST_DB_KINDS = testDbKinds();
/** The one database of a test file that needs just one: the run's last (PostgreSQL by default). */
export const DEFAULT_TEST_DB: TestDbKind = TEST_DB_KINDS[TEST_DB_KINDS.length - 1]!;

/** Maintenance connection of the test PostgreSQL server (trust auth on loopback). */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a uniquely named database
 * on the test PostgreSQL server (so parallel runs never clash) that `close()` drops again.
 */
export async function openTestDb(kind: TestDbKind): Promise<Db> {
  if (kind === 'pglite') return openMigratedPglite();
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = await postgresTemplate();
  await withAdmin(async (c) => {
    await dropAbandoned(c);
    await c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
  const db = openPostgresDb(urlOf(name));
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

const urlOf = (database: string): string => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * A migrated template database named by the migrations' digest, made once under an advisory
 * lock (parallel test files wait for the first); each test database is a copy of it, which is
 * much faster than migrating. Templates of other migration sets are dropped when unused.
 */
async function postgresTemplate(): Promise<string> {
  const template = `tmpl_${await migrationsDigest()}`;
  await withAdmin(async (c) => {
    await c.query("SELECT pg_advisory_lock(hashtext('portal-test-template'))");
    try {
      const { rows } = await c.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'tmpl\\_%'",
      );
      for (const { datname } of rows)
        if (datname !== template)
          await c.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined); // in use: left
      if (rows.some((r) => r.datname === template)) return;
      await c.query(`CREATE DATABASE ${template}`);
      const db = openPostgresDb(urlOf(template));
      try {
        await migrate(db);
      } catch (error) {
        await db.close();
        await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
        throw error;
      }
      await db.close();
    } finally {
      await c.query("SELECT pg_advisory_unlock(hashtext('portal-test-template'))");
    }
  });
  return template;
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

/** A digest of the migration files: a template made from other migrations is never used. */
async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_DIR)).sort())
    hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite with every migration applied. Migrating PGlite takes seconds per file of
 * tests, so the first test file writes the migrated data directory to a tarball in the temp
 * folder (named by the migrations' digest, written whole then renamed) and later ones start
 * from it; `migrate` still runs and finds nothing to do.
 */
async function openMigratedPglite(): Promise<Db> {
  const template = path.join(tmpdir(), `portal-pglite-${await migrationsDigest()}.tar.gz`);
  const saved = await readFile(template).catch(() => undefined);
  const db = await openPgliteDb(undefined, saved && new Blob([saved])).catch(() =>
    openPgliteDb(undefined),
  );
  const applied = await migrate(db);
  if (!saved && applied.length > 0) {
    const part = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(part, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    await rename(part, template);
  }
  return db;
}
