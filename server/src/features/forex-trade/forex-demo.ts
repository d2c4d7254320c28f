import type { Db } from '../../db/db';
import { DEMO_ACCOUNTS } from '../../demo/demo-data';
import type { TradingService } from '../trading';
import { DEFAULT_FOREX_MATCH_ID, ensureOpeningFunds } from './forex-account';

/**
 * Opens the demo students' accounts in the seeded forex contest 658 with its starting funds
 * (CNY, and the USD booked as a USDCNH holding), so a newcomer's portal shows them on every page
 * from the start. Idempotent. Returns how many accounts it looked at.
 */
export async function openForexDemoAccounts(db: Db, svc: TradingService): Promise<number> {
  const [m] = await db.query<{ initial_rmb: string | number }>(
    'SELECT initial_rmb FROM matches WHERE match_id = $1 AND match_type = 2',
    [DEFAULT_FOREX_MATCH_ID],
  );
  if (!m) return 0;
  const names = DEMO_ACCOUNTS.filter((a) => a.role === 'student').map((a) => a.userName);
  const users = await db.query<{ id: number }>('SELECT id FROM users WHERE user_name = ANY($1)', [
    names,
  ]);
  for (const u of users) {
    const accountId = await svc.openAccount(
      Number(u.id),
      DEFAULT_FOREX_MATCH_ID,
      Number(m.initial_rmb),
    );
    await ensureOpeningFunds(svc, db, {
      accountId,
      matchId: DEFAULT_FOREX_MATCH_ID,
      currency: 1,
    });
  }
  return users.length;
}
