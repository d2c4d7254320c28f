import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Db, queryOne } from './db';
import { migrate } from './migrate';
import { openDatabase } from './open-db';
import { openTestDb, ALL_TEST_DB_KINDS } from './test-db';

// Each file starts its own databases; on a busy shared machine that takes more than 5 s.
jest.setTimeout(60_000);

describe.each(ALL_TEST_DB_KINDS)('database on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  it('applies every migration once and nothing on a second run', async () => {
    const names = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(names.map((r) => r.name)).toContain('001-identity.sql');
    expect(await migrate(db)).toEqual([]);
  });

  it('binds parameters instead of interpolating them', async () => {
    const hostile = "x'); DROP TABLE users; --";
    const row = await queryOne<{ v: string }>(db, 'SELECT $1::text AS v', [hostile]);
    expect(row?.v).toBe(hostile);
    expect(await db.query('SELECT 1 FROM users')).toEqual([]);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO classes (name) VALUES ($1)', ['回滚班']);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.query('SELECT id FROM classes WHERE name = $1', ['回滚班'])).toEqual([]);
  });

  it('commits a successful transaction', async () => {
    const id = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        'INSERT INTO classes (name) VALUES ($1) RETURNING id',
        ['提交班'],
      );
      return rows[0]?.id;
    });
    expect(typeof id).toBe('number');
    expect(await db.query('SELECT id FROM classes WHERE name = $1', ['提交班'])).toHaveLength(1);
  });
});

describe('embedded database folder', () => {
  it('keeps its data across a restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-db-'));
    try {
      const first = await openDatabase({ databaseUrl: undefined, dataDir });
      await first.query('INSERT INTO classes (name) VALUES ($1)', ['持久班']);
      await first.close();
      const second = await openDatabase({ databaseUrl: undefined, dataDir });
      const rows = await second.query<{ name: string }>('SELECT name FROM classes');
      await second.close();
      expect(rows.map((r) => r.name)).toEqual(['持久班']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
