import type { Db } from '../../db/db';
import { securityTypesOf } from '../../domain/contests';
import {
  applyContestInput,
  type ContestInput,
  blankContest,
  ContestsRepository,
} from '../contests';
import { AccountsRepository } from '../trading';

const DAY = 86_400_000;
/** The demo students every seeded contest enrols; the demo teacher manages it. */
export const DEMO_STUDENTS = ['student01', 'student02', 'student03'] as const;

/** A running demo contest of a type: its name, rule text, breeds, codes and exchange settings. */
export interface DemoContest {
  type: number;
  name: string;
  rule: string;
  breeds: number[];
  /** Allowed codes (matchUseCodes) of a day-inner contest. */
  codes?: string[];
  initialRMB: number;
  /** Trading settings stored for the exchange (margin terms, the intraday cut-off …). */
  settings?: Record<string, unknown>;
}

/**
 * Seeds a running demo contest (started yesterday, open for 60 days) with the demo students
 * enrolled and the demo teacher as manager, and writes its exchange settings (permitted codes,
 * class settings). Idempotent: a contest already there by name is left alone. Returns its id,
 * or undefined without the demo users.
 */
export async function seedDemoContest(
  db: Db,
  now: Date,
  c: DemoContest,
): Promise<number | undefined> {
  const [exists] = await db.query('SELECT match_id FROM matches WHERE match_name = $1', [c.name]);
  if (exists) return Number(exists.match_id);
  const users = await db.query<{ id: number; user_name: string }>(
    'SELECT id, user_name FROM users WHERE user_name = ANY($1)',
    [['sysadmin', 'teacher01', ...DEMO_STUDENTS]],
  );
  const idOf = (name: string) => users.find((u) => u.user_name === name)?.id;
  const admin = idOf('sysadmin');
  if (admin === undefined) return undefined;
  const t = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const input: ContestInput = {
    matchBasisInfo: {
      matchName: c.name,
      organizer: '金融学院',
      initialRMB: c.initialRMB,
      registrationStartTime: t(-10),
      registrationEndTime: t(30),
      startTime: t(-1),
      endTime: t(60),
      matchRule: c.rule,
    },
    allowedBreedIDs: c.breeds,
    ...(c.codes ? { matchUseCodes: c.codes } : {}),
  };
  const record = applyContestInput(blankContest(c.type, now), input);
  const repo = new ContestsRepository(db);
  const matchId = await db.transaction(async (tx) => {
    const id = await repo.insert({ ...record, isPublished: true, isAudit: true }, admin, tx);
    await repo.addCreator(id, admin, tx);
    const teacher = idOf('teacher01');
    if (teacher !== undefined) await repo.setManagers(id, [teacher], tx);
    for (const name of DEMO_STUDENTS) {
      const userId = idOf(name);
      if (userId !== undefined)
        await tx.query('INSERT INTO match_traders (match_id, user_id) VALUES ($1, $2)', [
          id,
          userId,
        ]);
    }
    return id;
  });
  const accounts = new AccountsRepository(db);
  const { settings } = await accounts.match(matchId);
  // As the contests service syncs them (permitted types), plus the breeds the credit class reads.
  await accounts.saveSettings(matchId, {
    ...settings,
    securityTypes: securityTypesOf(record.settings.breedViews),
    breedViews: record.settings.breedViews,
    ...(c.codes ? { matchUseCodes: c.codes } : {}),
    ...c.settings,
  });
  return matchId;
}

/**
 * Opens the trading accounts of a demo contest's enrolled traders and links them to their
 * enrolments, so the sections trade in them at once. Idempotent. Returns how many were linked.
 */
export async function openDemoAccounts(
  db: Db,
  matchId: number,
  initialRMB: number,
  open: (userId: number, matchId: number, initialCash: number) => Promise<number>,
): Promise<number> {
  const rows = await db.query<{ trader_id: number; user_id: number }>(
    'SELECT trader_id, user_id FROM match_traders WHERE match_id = $1 AND account_id IS NULL',
    [matchId],
  );
  for (const r of rows) {
    const accountId = await open(Number(r.user_id), matchId, initialRMB);
    await db.query('UPDATE match_traders SET account_id = $2 WHERE trader_id = $1', [
      r.trader_id,
      accountId,
    ]);
  }
  return rows.length;
}

/** Seeds each demo contest not there yet (by name); answers how many were added. */
export async function seedDemoContests(
  db: Db,
  now: Date,
  contests: readonly DemoContest[],
): Promise<number> {
  let added = 0;
  for (const c of contests) {
    const [exists] = await db.query('SELECT 1 FROM matches WHERE match_name = $1', [c.name]);
    if (!exists && (await seedDemoContest(db, now, c)) !== undefined) added += 1;
  }
  return added;
}

/** Opens the accounts of every demo contest of the list there is (by name); answers how many. */
export async function openDemoContestAccounts(
  db: Db,
  contests: readonly DemoContest[],
  open: (userId: number, matchId: number, initialCash: number) => Promise<number>,
): Promise<number> {
  let linked = 0;
  for (const c of contests) {
    const [row] = await db.query('SELECT match_id FROM matches WHERE match_name = $1', [c.name]);
    if (row) linked += await openDemoAccounts(db, Number(row.match_id), c.initialRMB, open);
  }
  return linked;
}
