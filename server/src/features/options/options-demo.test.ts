import { DEFAULT_TEST_DB, openTestDb } from '../../db/test-db';
import { matchState } from '../../domain/contests';
import { ContestsRepository } from '../contests';
import { openOptionsDemoAccounts, OPTIONS_CONTESTS, seedOptionsDemo } from './options-demo';

describe('options demo contests', () => {
  it('seed running 个股/股指/商品期权 contests (type 6) with the demo students, once', async () => {
    const db = await openTestDb(DEFAULT_TEST_DB);
    try {
      for (const name of ['sysadmin', 'teacher01', 'student01', 'student02', 'student03'])
        await db.query(`INSERT INTO users (user_name, password_hash, role) VALUES ($1, 'x', $2)`, [
          name,
          name === 'sysadmin' ? 'admin' : name === 'teacher01' ? 'teacher' : 'student',
        ]);
      const now = new Date('2026-03-02T02:00:00Z');
      expect(await seedOptionsDemo(db, now)).toBe(3);
      expect(await seedOptionsDemo(db, now)).toBe(0);
      const { list } = await new ContestsRepository(db).search({ key: '', limit: 10, offset: 0 });
      for (const { name } of OPTIONS_CONTESTS) {
        const c = list.find((x) => x.contest.matchName === name);
        expect(c?.contest.matchType).toBe(6);
        expect(matchState(c!.contest, now)).toBe(1);
        expect(c?.traderCount).toBe(3);
      }
      const opened: number[] = [];
      const open = async (_u: number, _m: number, cash: number) => opened.push(cash) + 100;
      expect(await openOptionsDemoAccounts(db, open)).toBe(9);
      expect(opened.every((cash) => cash === 1_000_000)).toBe(true);
    } finally {
      await db.close();
    }
  }, 30_000);
});
