import type { Db } from '../../db/db';
import { applyContestInput } from '../contests/contest-input';
import { blankContest } from '../contests/contest-record';
import { ContestsRepository } from '../contests/contests.repository';

const DAY = 86_400_000;
const OPTIONS_MATCH_TYPE = 6;
const DEMO_CASH = 1_000_000;
const STUDENTS = ['student01', 'student02', 'student03'];

/** The three option demo contests (match type 6): 个股期权 (breed 3), 股指期权 (9), 商品期权 (10). */
export const OPTIONS_CONTESTS = [
  {
    breed: 3,
    name: '个股期权模拟交易赛',
    rule: '上交所、深交所ETF期权买入开仓、卖出开仓、买入平仓、卖出平仓，备兑开仓/平仓（锁定标的ETF）与组合策略申报/拆分，卖方按保证金制度、每日重算保证金，到期日申报行权、实物交割。初始资金100万元。',
  },
  {
    breed: 9,
    name: '股指期权模拟交易赛',
    rule: '中金所股指期权（沪深300、中证1000、上证50）开平仓交易，卖方保证金按中金所公式，到期现金交割。初始资金100万元。',
  },
  {
    breed: 10,
    name: '商品期权模拟交易赛',
    rule: '商品期权（沪铜、豆粕、白糖）开平仓交易，卖方保证金按期货保证金计算，到期按标的期货价格结算。初始资金100万元。',
  },
] as const;

/**
 * Seeds the running option contests of a demo portal with the demo students enrolled and the
 * demo teacher managing. Idempotent: a contest already there by name is skipped.
 */
export async function seedOptionsDemo(db: Db, now: Date): Promise<number> {
  const users = await db.query<{ id: number; user_name: string }>(
    "SELECT id, user_name FROM users WHERE user_name IN ('sysadmin', 'teacher01', 'student01', 'student02', 'student03')",
  );
  const idOf = (name: string) => users.find((u) => u.user_name === name)?.id;
  const admin = idOf('sysadmin');
  if (admin === undefined) return 0;
  const repo = new ContestsRepository(db);
  const t = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  let added = 0;
  for (const c of OPTIONS_CONTESTS) {
    const [exists] = await db.query('SELECT 1 FROM matches WHERE match_name = $1', [c.name]);
    if (exists) continue;
    const record = applyContestInput(blankContest(OPTIONS_MATCH_TYPE, now), {
      matchBasisInfo: {
        matchName: c.name,
        organizer: '金融学院',
        initialRMB: DEMO_CASH,
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
      for (const userId of STUDENTS.map(idOf))
        if (userId !== undefined)
          await tx.query('INSERT INTO match_traders (match_id, user_id) VALUES ($1, $2)', [
            matchId,
            userId,
          ]);
    });
    added += 1;
  }
  return added;
}

/** Opens the option demo traders' accounts (1,000,000 CNY) and links them to their enrolments. */
export async function openOptionsDemoAccounts(
  db: Db,
  open: (userId: number, matchId: number, initialCash: number) => Promise<number>,
): Promise<number> {
  const rows = await db.query<{ trader_id: number; user_id: number; match_id: number }>(
    `SELECT t.trader_id, t.user_id, t.match_id FROM match_traders t
     JOIN matches m ON m.match_id = t.match_id
     WHERE m.match_name = ANY($1) AND t.account_id IS NULL`,
    [OPTIONS_CONTESTS.map((c) => c.name)],
  );
  for (const r of rows) {
    const accountId = await open(Number(r.user_id), Number(r.match_id), DEMO_CASH);
    await db.query('UPDATE match_traders SET account_id = $2 WHERE trader_id = $1', [
      r.trader_id,
      accountId,
    ]);
  }
  return rows.length;
}
