import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './pg-db';

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when `databaseUrl`
 * is set, otherwise embedded PGlite with its data in `dataDir`/pglite.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Db> {
  let db: Db;
  if (options.databaseUrl) {
    db = openPostgresDb(options.databaseUrl);
  } else {
    // A subfolder, so the data dir can also hold other server files.
    const folder = path.join(options.dataDir, 'pglite');
    await mkdir(folder, { recursive: true });
    db = await openPgliteDb(folder);
  }
  await migrate(db);
  return db;
}
