import type { DemoContest } from '../demo-contests';

/**
 * The demo margin contest (综合, type 1): A-shares and 融资融券 (breeds 1 and 2), the default
 * eligible list, 1,000,000 CNY with a credit line of 1,000,000, a 180-day contract term.
 */
export const MARGIN_DEMO: DemoContest = {
  type: 1,
  name: '融资融券模拟交易赛',
  rule: '融资融券（信用交易）：担保品买卖、融资买入、融券卖出、卖券还款、买券还券、直接还款、直接还券；维持担保比例低于150%预警，低于130%于日终强制平仓；合约期限180天。初始资金100万元，授信额度100万元。',
  breeds: [1, 2],
  initialRMB: 1_000_000,
  settings: { margin: { creditLine: 1_000_000, contractDays: 180 } },
};
