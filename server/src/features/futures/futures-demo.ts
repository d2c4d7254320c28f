import type { Db } from '../../db/db';
import { openDemoContestAccounts, seedDemoContests, type DemoContest } from '../demo-contests';

/** The two futures demo contests: match type 7 商品期货 (breed 5) and 8 金融期货 (breed 4). */
export const FUTURES_CONTESTS: readonly DemoContest[] = [
  {
    type: 7,
    breeds: [5],
    initialRMB: 1_000_000,
    name: '商品期货模拟交易赛',
    rule: '商品期货（上期所、能源中心、大商所、郑商所、广期所）开平仓交易，保证金制度、每日盯市结算，权益低于保证金时强行平仓。初始资金100万元。',
  },
  {
    type: 8,
    breeds: [4],
    initialRMB: 1_000_000,
    name: '金融期货模拟交易赛',
    rule: '股指期货与国债期货（中金所）开平仓交易，保证金制度、每日盯市结算，平今仓按平今手续费收取。初始资金100万元。',
  },
];

/**
 * Seeds the running futures contests of a demo portal with the demo students enrolled and the
 * demo teacher as manager. Idempotent: a contest already there by name is skipped. Returns how
 * many were added.
 */
export const seedFuturesDemo = (db: Db, now: Date): Promise<number> =>
  seedDemoContests(db, now, FUTURES_CONTESTS);

/**
 * Opens the trading accounts of the futures demo contests' traders (1,000,000 CNY each) and links
 * them to their enrolments, so QueryUserInfo lists them and the sections trade in them.
 * Idempotent (an open account is found again). Returns how many enrolments were linked.
 */
export const openFuturesDemoAccounts = (
  db: Db,
  open: (userId: number, matchId: number, initialCash: number) => Promise<number>,
): Promise<number> => openDemoContestAccounts(db, FUTURES_CONTESTS, open);
