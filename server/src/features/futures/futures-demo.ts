import type { Db } from '../../db/db';
import { applyContestInput } from '../contests/contest-input';
import { blankContest } from '../contests/contest-record';
import { ContestsRepository } from '../contests/contests.repository';

const DAY = 86_400_000;

/** The two futures demo contests: match type 7 商品期货 (breed 5) and 8 金融期货 (breed 4). */
const FUTURES_CONTESTS = [
  {
    type: 7,
    breed: 5,
    name: '商品期货模拟交易赛',
    rule: '商品期货（上期所、能源中心、大商所、郑商所、广期所）开平仓交易，保证金制度、每日盯市结算，权益低于保证金时强行平仓。初始资金100万元。',
  },
  {
    type: 8,
    breed: 4,
    name: '金融期货模拟交易赛',
    rule: '股指期货与国债期货（中金所）开平仓交易，保证金制度、每日盯市结算，平今仓按平今手续费收取。初始资金100万元。',
  },
] as const;

/**
 * Seeds the running futures contests of a demo portal with the demo students enrolled (their
 * trading accounts open on first entry, 1,000,000 CNY each) and the demo teacher as manager.
 * Idempotent: a contest already there by name is skipped. Returns how many were added.
 */
export async function seedFuturesDemo(db: Db, now: Date): Promise<number> {
  const users = await db.query<{ id: number; user_name: string }>(
    "SELECT id, user_name FROM users WHERE user_name IN ('sysadmin', 'teacher01', 'student01', 'student02', 'student03')",
  );
  const idOf = (name: string) => users.find((u) => u.user_name === name)?.id;
  const admin = idOf('sysadmin');
  if (admin === undefined) return 0;
  const repo = new ContestsRepository(db);
  const t = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  let added = 0;
  for (const c of FUTURES_CONTESTS) {
    const [exists] = await db.query('SELECT 1 FROM matches WHERE match_name = $1', [c.name]);
    if (exists) continue;
    const record = applyContestInput(blankContest(c.type, now), {
      matchBasisInfo: {
        matchName: c.name,
        organizer: '金融学院',
        initialRMB: 1_000_000,
        registrationStartTime: t(-10),
        registrationEndTime: t(30),
        startTime: t(-1),
        endTime: t(60),
        matchRule: c.rule,
      },
      allowedBreedIDs: [c.breed],
    });
    await db.transaction(async (tx) => {
      const matchId = await repo.insert({ ...record, isPublished: true, isAudit: true }, admin, tx);
      await repo.addCreator(matchId, admin, tx);
      const teacher = idOf('teacher01');
      if (teacher !== undefined) await repo.setManagers(matchId, [teacher], tx);
      for (const name of ['student01', 'student02', 'student03']) {
        const userId = idOf(name);
        if (userId !== undefined)
          await tx.query('INSERT INTO match_traders (match_id, user_id) VALUES ($1, $2)', [
            matchId,
            userId,
          ]);
      }
    });
    added += 1;
  }
  return added;
}

/**
 * Opens the trading accounts of the futures demo contests' traders (1,000,000 CNY each) and links
 * them to their enrolments, so QueryUserInfo lists them and the sections trade in them.
 * Idempotent (an open account is found again). Returns how many enrolments were linked.
 */
export async function openFuturesDemoAccounts(
  db: Db,
  open: (userId: number, matchId: number, initialCash: number) => Promise<number>,
): Promise<number> {
  const rows = await db.query<{ trader_id: number; user_id: number; match_id: number }>(
    `SELECT t.trader_id, t.user_id, t.match_id FROM match_traders t
     JOIN matches m ON m.match_id = t.match_id
     WHERE m.match_name = ANY($1) AND t.account_id IS NULL`,
    [FUTURES_CONTESTS.map((c) => c.name)],
  );
  for (const r of rows) {
    const accountId = await open(Number(r.user_id), Number(r.match_id), 1_000_000);
    await db.query('UPDATE match_traders SET account_id = $2 WHERE trader_id = $1', [
      r.trader_id,
      accountId,
    ]);
  }
  return rows.length;
}
