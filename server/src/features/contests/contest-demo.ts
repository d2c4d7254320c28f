import type { Db } from '../../db/db';
import { applyContestInput } from './contest-input';
import { blankContest } from './contest-record';
import { ContestsRepository } from './contests.repository';

const DAY = 86_400_000;

/**
 * Demo contests for a fresh portal: a running comprehensive contest the demo students are in
 * (with a team and the demo teacher as co-manager) and an options contest opening in two days.
 * Trading accounts open on the students' first visit. Idempotent: skipped when the first exists.
 * @returns true when it seeded.
 */
export async function seedContestDemo(db: Db, now: Date): Promise<boolean> {
  const [exists] = await db.query("SELECT 1 FROM matches WHERE match_name = '校园模拟炒股大赛'");
  const users = await db.query<{ id: number; user_name: string }>(
    "SELECT id, user_name FROM users WHERE user_name IN ('sysadmin', 'teacher01', 'student01', 'student02')",
  );
  const idOf = (name: string) => users.find((u) => u.user_name === name)?.id;
  const admin = idOf('sysadmin');
  if (exists || admin === undefined) return false;
  const repo = new ContestsRepository(db);
  const t = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY).toISOString();
  const running = applyContestInput(blankContest(1, now), {
    matchBasisInfo: {
      matchName: '校园模拟炒股大赛',
      organizer: '金融学院',
      initialRMB: 1_000_000,
      registrationStartTime: t(-10),
      registrationEndTime: t(30),
      startTime: t(-3),
      endTime: t(60),
      matchRule: '比赛期间每位选手初始资金100万元，按综合得分排名；单笔委托不超过10万股。',
      isTopMatch: true,
    },
    allowedBreedIDs: [1, 21, 22, 30, 2],
    rankingParams: { isWeek: true, isMonth: true },
    riskRules: { maxOrderQty: 100_000, recordFouls: true, foulPoints: 1 },
  });
  const options = applyContestInput(blankContest(6, now), {
    matchBasisInfo: {
      matchName: '期权策略挑战赛',
      organizer: '金融学院',
      initialRMB: 500_000,
      registrationStartTime: t(-1),
      registrationEndTime: t(2),
      startTime: t(2),
      endTime: t(30),
      matchRule: '个股期权与股指期权策略交易。',
    },
  });
  await db.transaction(async (tx) => {
    for (const c of [running, options]) {
      const matchId = await repo.insert({ ...c, isPublished: true, isAudit: true }, admin, tx);
      await repo.addCreator(matchId, admin, tx);
      const teacher = idOf('teacher01');
      if (teacher !== undefined) await repo.setManagers(matchId, [teacher], tx);
      if (c !== running) continue;
      const [team] = await tx.query<{ team_id: number }>(
        "INSERT INTO match_teams (match_id, team_name, tutor_id) VALUES ($1, '价值投资队', $2) RETURNING team_id",
        [matchId, teacher ?? null],
      );
      for (const name of ['student01', 'student02']) {
        const userId = idOf(name);
        if (userId === undefined) continue;
        await tx.query(
          'INSERT INTO match_traders (match_id, user_id, team_id) VALUES ($1, $2, $3)',
          [matchId, userId, team?.team_id ?? null],
        );
      }
    }
  });
  return true;
}
