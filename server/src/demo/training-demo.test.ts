import { DEFAULT_TEST_DB } from '../db/test-db';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DiskFileStore } from '../features/training';
import { startTestServer, type TestServer } from '../http/test-app';
import { seedDemoData } from './demo-data';
import { seedTrainingDemo } from './training-demo';

jest.setTimeout(60_000);

describe('training demo data', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(DEFAULT_TEST_DB);
  });
  afterAll(() => s.close());

  it('gives the demo class one project of each type with case tasks and a scored log, once', async () => {
    await seedDemoData(s.ctx.db, s.ctx.identity.hasher, s.clock.now());
    const store = new DiskFileStore(mkdtempSync(path.join(tmpdir(), 'trn-demo-')));
    expect(await seedTrainingDemo(s.ctx.db, s.clock.now(), store)).toBe(true);
    expect(await seedTrainingDemo(s.ctx.db, s.clock.now())).toBe(false);
    const types = await s.ctx.db.query<{ tp_type_id: number }>(
      `SELECT p.tp_type_id FROM tp_infos p JOIN tp_assignments a ON a.tp_info_id = p.tp_info_id
       WHERE (SELECT count(*) FROM case_panels c WHERE c.tp_info_id = p.tp_info_id) >= 2
       ORDER BY p.tp_type_id`,
    );
    expect(types.map((t) => Number(t.tp_type_id))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const [log] = await s.ctx.db.query<{ score: string }>(
      'SELECT score FROM train_logs WHERE ended_at IS NOT NULL',
    );
    expect(Number(log?.score)).toBe(86);
    const libraries = await s.ctx.db.query<{ category: string }>(
      'SELECT DISTINCT category FROM resources ORDER BY category',
    );
    expect(libraries.map((l) => l.category)).toEqual(['exercise', 'extra', 'teach', 'train']);
  });
});
