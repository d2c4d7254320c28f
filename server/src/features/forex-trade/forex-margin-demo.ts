import { rowCachesOf } from '../../cache/row-caches';
import type { Db } from '../../db/db';
import { openDemoAccounts, seedDemoContest, type DemoContest } from '../demo-contests';
import type { TradingService } from '../trading';
import { ensureOpeningFunds } from './forex-account';

/**
 * The demo forex margin contest (type 2, 虚盘 teaching mode): every pair of the master, 1:100
 * leverage, warning at a margin level of 100%, stop-out at 50%; 1 000 000 CNY and 100 000 HKD
 * (held as HKDCNH) per student (docs/market-rules.md, "Forex", verify).
 */
export const FOREX_MARGIN_DEMO: DemoContest & { initialHKD: number } = {
  type: 2,
  name: '外汇保证金模拟交易赛',
  rule: '外汇虚盘（保证金交易，教学模式）：各货币对可买入开仓（做多）或卖出开仓（做空），杠杆100倍，开仓冻结保证金、平仓释放；每日结算时按隔夜利息表计收或支付隔夜利息；保证金比例（净值÷已用保证金）低于100%预警，低于50%于日终强制平仓。初始资金100万元人民币及10万港元。',
  breeds: [],
  initialRMB: 1_000_000,
  initialHKD: 100_000,
  settings: {
    securityTypes: [{ market: 'FX', securityType: 13 }],
    forex: { mode: 'margin', leverage: 100, marginCallLevel: 100, stopOutLevel: 50 },
  },
};

/** Seeds the demo margin contest with the demo students enrolled; its id, or undefined. */
export async function seedForexMarginDemo(db: Db, now: Date): Promise<number | undefined> {
  const id = await seedDemoContest(db, now, FOREX_MARGIN_DEMO);
  if (id === undefined) return undefined;
  await db.query('UPDATE matches SET initial_hkd = $2 WHERE match_id = $1 AND initial_hkd = 0', [
    id,
    FOREX_MARGIN_DEMO.initialHKD,
  ]);
  await rowCachesOf(db).contestChanged(db, id);
  return id;
}

/**
 * Opens the enrolled students' accounts of the demo margin contest with their CNY and books their
 * opening HKD. Idempotent. Returns how many accounts it looked at.
 */
export async function openForexMarginDemoAccounts(
  db: Db,
  svc: TradingService,
  matchId: number,
): Promise<number> {
  await openDemoAccounts(db, matchId, FOREX_MARGIN_DEMO.initialRMB, svc.openAccount);
  const rows = await db.query<{ account_id: number }>(
    'SELECT account_id FROM match_traders WHERE match_id = $1 AND account_id IS NOT NULL',
    [matchId],
  );
  for (const r of rows)
    await ensureOpeningFunds(svc, db, { accountId: Number(r.account_id), matchId, currency: 1 });
  return rows.length;
}
