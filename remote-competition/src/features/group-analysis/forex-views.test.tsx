import { session } from '@portal/shared-kit';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ForexSummary } from '../../common/contest/get-forex-summary';
import { fakeServer, renderInArea } from '../../test/render-area';
import { RaceSummaryPage } from '../race-summary/race-summary-page';
import { GroupAnalysisPage } from './group-analysis-page';

jest.setTimeout(60_000);

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

const pair = (code: string, over: Partial<ForexSummary['byCurrency'][number]> = {}) => ({
  code,
  name: code === 'USDCNH' ? '美元人民币' : '欧元美元',
  base: code.slice(0, 3),
  quote: code.slice(3),
  trades: 2,
  buyQty: 2000,
  sellQty: 0,
  turnoverFen: 1_440_000,
  feesFen: 144,
  realisedFen: 0,
  floatingFen: -1_000,
  pnlFen: -1_144,
  positionQty: 2000,
  traders: 2,
  holders: 2,
  ...over,
});

const SUMMARY: ForexSummary = {
  matchID: 658,
  matchName: '外汇模拟交易大赛',
  currency: 'CNY',
  tradingDate: '2026-11-23',
  participants: 5,
  activeTraders: 2,
  trades: 3,
  turnoverFen: 2_221_200,
  feesFen: 222,
  pnlFen: -2_000,
  byCurrency: [pair('USDCNH'), pair('EURUSD', { trades: 1, turnoverFen: 781_200 })],
  balances: [
    { currency: 'CNY', balance: 1_985_000, cnyValueFen: 198_500_000, holders: 2 },
    { currency: 'USD', balance: 202_000, cnyValueFen: 145_440_000, holders: 2 },
  ],
  byDay: [
    {
      tradeDate: '2026-11-23',
      trades: 3,
      turnoverFen: 2_221_200,
      traders: 2,
      averageYield: 0.0012,
      best: { traderId: 1, name: '张三', yield: 0.003 },
      worst: { traderId: 2, name: '李四', yield: -0.0006 },
      live: true,
    },
  ],
  mine: {
    rank: 1,
    totalAssetsFen: 172_000_000,
    todayYield: 0.003,
    trades: 2,
    turnoverFen: 1_440_000,
    pnlFen: -1_144,
    byCurrency: [pair('USDCNH', { trades: 2 })],
  },
};

const forexMatch = () =>
  session.setCurrentMatch({
    matchID: 658,
    matchName: '外汇模拟交易大赛',
    matchType: 2,
    traderID: '8',
  });

it('groups a forex contest by currency pair and by day, money in yuan from fen', async () => {
  const asked: Record<string, unknown>[] = [];
  fakeServer({
    '/VERace/Ranking/GetForexContestSummary': (p) => {
      asked.push(p);
      return SUMMARY;
    },
  });
  forexMatch();
  renderInArea(<GroupAnalysisPage />);
  const pairs = await screen.findByTestId('fx-pairs');
  // The table may show before its rows: the summary's answer lands a tick later.
  const usd = (await within(pairs).findByText(/USDCNH/)).closest('tr') as HTMLElement;
  expect(within(usd).getByText('14,400.00')).toBeInTheDocument();
  expect(within(usd).getByText('-11.44')).toBeInTheDocument();
  expect(within(pairs).getByText(/EURUSD/)).toBeInTheDocument();
  expect(asked[0]).toEqual({ MatchID: 658 });
  const usdBalance = within(screen.getByTestId('fx-balances-all')).getByText('USD').closest('tr');
  expect(usdBalance?.textContent).toBe('USD202,000.001,454,400.002');
  fireEvent.click(screen.getByRole('tab', { name: '按日' }));
  const day = (await screen.findByTestId('fx-by-day')).querySelector(
    'tr.ant-table-row',
  ) as HTMLElement;
  expect(within(day).getByText('交易中')).toBeInTheDocument();
  expect(within(day).getByText('22,212.00')).toBeInTheDocument();
  expect(within(day).getByText('0.12%')).toBeInTheDocument();
  expect(within(day).getByText('张三 0.30%')).toBeInTheDocument();
  expect(within(day).getByText('李四 -0.06%')).toBeInTheDocument();
});

it('asks no forex figures in a stock contest', async () => {
  const called = fakeServer({});
  session.setCurrentMatch({ matchID: 139, matchName: '综合赛', matchType: 1, traderID: '8' });
  renderInArea(<GroupAnalysisPage />);
  expect(await screen.findByRole('tab', { name: '班级排名' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: '按币种' })).toBeNull();
  expect(called).not.toContain('/VERace/Ranking/GetForexContestSummary');
});

it('raceSummarize shows the forex contest figures and mine', async () => {
  fakeServer({ '/VERace/Ranking/GetForexContestSummary': () => SUMMARY });
  forexMatch();
  renderInArea(<RaceSummaryPage />);
  const overview = await screen.findByTestId('fx-overview');
  expect(await within(overview).findByText('外汇赛况 · 交易日 2026-11-23')).toBeInTheDocument();
  const text = (id: string) => screen.getByTestId(id).textContent ?? '';
  expect(text('fx-participants')).toBe('参赛人数5');
  expect(text('fx-turnover')).toBe('成交额（元）22,212.00');
  expect(text('fx-my-pnl')).toBe('我的净盈亏（元）-11.44');
  const mine = screen.getByTestId('fx-my-pairs');
  expect(within(mine).getByText(/USDCNH/)).toBeInTheDocument();
  expect(within(mine).queryByText(/EURUSD/)).toBeNull();
});
