import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';

/** Where the versioned SQL files live: next to this module in src and in dist (copied by swc). */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;

/**
 * Applies every `NNN-name.sql` not yet recorded in `schema_migrations`, in name order, each in
 * its own transaction. Safe to call on every start; returns the names it applied.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const files = (await readdir(dir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
