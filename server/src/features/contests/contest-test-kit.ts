import type { AppContext } from '../../context';
import { AccountsRepository } from '../trading';
import { configureContestPorts } from './ports';

/** Benchmark closes the contest tests use (000300), by date. */
export const TEST_BENCH = new Map([
  ['2026-02-27', 4000],
  ['2026-03-02', 4040],
  ['2026-03-03', 4020],
  ['2026-03-04', 4060],
  ['2026-03-05', 4050],
]);

/**
 * Ports for tests: real exchange account rows (the exchange's repository needs no market), a
 * fixed benchmark, positions valued at cost, and no running market.
 */
export function useTestPorts(ctx: AppContext): void {
  const accounts = new AccountsRepository(ctx.db);
  configureContestPorts(ctx, {
    openAccount: (userId, ownerId, cash) =>
      accounts.open(userId, ownerId, Math.round(cash * 1000), '2026-02-27'),
    tradingDate: async () => '2026-03-02',
    benchmarkCloses: async (_id, from, to) =>
      new Map([...TEST_BENCH].filter(([d]) => d >= from && d <= to)),
    valuer: async () => () => undefined,
  });
}

/**
 * Writes one closed day of an account as the exchange's settlement would: money in li, unit NAV
 * = total assets / units (no transfers, so units stay as opened).
 */
export async function writeClose(
  ctx: AppContext,
  accountId: number,
  date: string,
  totalAssets: number,
): Promise<void> {
  await ctx.db.query(
    `INSERT INTO trading_nav (account_id, trading_date, total_assets, cash, market_value, units, nav)
     SELECT $1, $2, $3::bigint, $3::bigint, 0, units, $3::float8 / units FROM trading_accounts WHERE account_id = $1`,
    [accountId, date, Math.round(totalAssets * 1000)],
  );
}
