import { DEFAULT_TEST_DB, openTestDb } from '../../db/test-db';
import { matchState } from '../../domain/contests';
import { ContestsRepository } from './contests.repository';
import { seedContestDemo } from './contest-demo';

describe('demo contests', () => {
  it('seed a running contest with the demo students in one team, once', async () => {
    const db = await openTestDb(DEFAULT_TEST_DB);
    try {
      for (const name of ['sysadmin', 'teacher01', 'student01', 'student02']) {
        await db.query(`INSERT INTO users (user_name, password_hash, role) VALUES ($1, 'x', $2)`, [
          name,
          name === 'sysadmin' ? 'admin' : name === 'teacher01' ? 'teacher' : 'student',
        ]);
      }
      const now = new Date('2026-03-02T02:00:00Z');
      expect(await seedContestDemo(db, now)).toBe(true);
      expect(await seedContestDemo(db, now)).toBe(false);
      const repo = new ContestsRepository(db);
      const { list } = await repo.search({ key: '', limit: 10, offset: 0 });
      const byName = new Map(list.map((x) => [x.contest.matchName, x]));
      const running = byName.get('校园模拟炒股大赛')!;
      expect(matchState(running.contest, now)).toBe(1);
      expect(running.traderCount).toBe(2);
      expect(running.contest.isPublished && running.contest.isAudit).toBe(true);
      expect(matchState(byName.get('期权策略挑战赛')!.contest, now)).toBe(0);
      const managers = await repo.managers(running.contest.matchID);
      expect(managers.map((m) => [m.userName, m.managerType])).toEqual([
        ['sysadmin', 1],
        ['teacher01', 2],
      ]);
      const [team] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM match_traders WHERE team_id IS NOT NULL',
      );
      expect(team?.n).toBe(2);
    } finally {
      await db.close();
    }
  }, 30_000);
});
