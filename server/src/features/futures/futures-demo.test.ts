import { DEFAULT_TEST_DB, openTestDb } from '../../db/test-db';
import { matchState } from '../../domain/contests';
import { ContestsRepository } from '../contests';
import { openFuturesDemoAccounts, seedFuturesDemo } from './futures-demo';

describe('futures demo contests', () => {
  it('seed a running commodity (7) and financial (8) futures contest with the demo students, once', async () => {
    const db = await openTestDb(DEFAULT_TEST_DB);
    try {
      for (const name of ['sysadmin', 'teacher01', 'student01', 'student02', 'student03'])
        await db.query(`INSERT INTO users (user_name, password_hash, role) VALUES ($1, 'x', $2)`, [
          name,
          name === 'sysadmin' ? 'admin' : name === 'teacher01' ? 'teacher' : 'student',
        ]);
      const now = new Date('2026-03-02T02:00:00Z');
      expect(await seedFuturesDemo(db, now)).toBe(2);
      expect(await seedFuturesDemo(db, now)).toBe(0);
      const { list } = await new ContestsRepository(db).search({ key: '', limit: 10, offset: 0 });
      const byName = new Map(list.map((x) => [x.contest.matchName, x]));
      for (const [name, type] of [
        ['商品期货模拟交易赛', 7],
        ['金融期货模拟交易赛', 8],
      ] as const) {
        const c = byName.get(name);
        expect(c?.contest.matchType).toBe(type);
        expect(matchState(c!.contest, now)).toBe(1);
        expect(c?.traderCount).toBe(3);
      }
      const opened: Array<[number, number, number]> = [];
      const open = async (u: number, m: number, cash: number) => opened.push([u, m, cash]) + 100;
      expect(await openFuturesDemoAccounts(db, open)).toBe(6);
      expect(opened.every(([, , cash]) => cash === 1_000_000)).toBe(true);
      expect(await openFuturesDemoAccounts(db, open)).toBe(0);
    } finally {
      await db.close();
    }
  }, 30_000);
});
