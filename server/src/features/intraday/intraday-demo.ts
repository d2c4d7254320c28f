import type { DemoContest } from '../demo-contests';

/** The demo intraday contest (type 4): five liquid codes, 1,000,000 CNY, cut-off 14:57. */
export const INTRADAY_DEMO: DemoContest = {
  type: 4,
  name: '日内回转模拟交易赛',
  rule: '日内回转（T+0）交易：仅限比赛指定的证券，当日买入当日可卖；14:57起不再接受买入，未平仓位由系统按市价强制平仓，按当日盈亏排名。初始资金100万元。',
  breeds: [1],
  codes: ['600519.SSE', '600036.SSE', '601318.SSE', '000001.SZSE', '510300.SSE'],
  initialRMB: 1_000_000,
  settings: { intraday: { cutoff: '14:57' } },
};
