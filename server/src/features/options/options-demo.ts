import type { Db } from '../../db/db';
import { openDemoContestAccounts, seedDemoContests, type DemoContest } from '../demo-contests';

/** The three option demo contests (match type 6): 个股期权 (breed 3), 股指期权 (9), 商品期权 (10). */
export const OPTIONS_CONTESTS: readonly DemoContest[] = [
  {
    type: 6,
    breeds: [3],
    initialRMB: 1_000_000,
    name: '个股期权模拟交易赛',
    rule: '上交所、深交所ETF期权买入开仓、卖出开仓、买入平仓、卖出平仓，备兑开仓/平仓（锁定标的ETF）与组合策略申报/拆分，卖方按保证金制度、每日重算保证金，到期日申报行权、实物交割。初始资金100万元。',
  },
  {
    type: 6,
    breeds: [9],
    initialRMB: 1_000_000,
    name: '股指期权模拟交易赛',
    rule: '中金所股指期权（沪深300、中证1000、上证50）开平仓交易，卖方保证金按中金所公式，到期现金交割。初始资金100万元。',
  },
  {
    type: 6,
    breeds: [10],
    initialRMB: 1_000_000,
    name: '商品期权模拟交易赛',
    rule: '商品期权（沪铜、豆粕、白糖）开平仓交易，卖方保证金按期货保证金计算，到期按标的期货价格结算。初始资金100万元。',
  },
];

/**
 * Seeds the running option contests of a demo portal with the demo students enrolled and the
 * demo teacher managing. Idempotent: a contest already there by name is skipped.
 */
export const seedOptionsDemo = (db: Db, now: Date): Promise<number> =>
  seedDemoContests(db, now, OPTIONS_CONTESTS);

/** Opens the option demo traders' accounts (1,000,000 CNY) and links them to their enrolments. */
export const openOptionsDemoAccounts = (
  db: Db,
  open: (userId: number, matchId: number, initialCash: number) => Promise<number>,
): Promise<number> => openDemoContestAccounts(db, OPTIONS_CONTESTS, open);
