import { SignalRHubAdapter, registerHub, session, unregisterHub } from '@portal/shared-kit';
import { FakeHubConnection } from '@portal/shared-kit/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderInArea } from '../../../test/render-area';
import { StudentDashboard } from './student-dashboard';

// Highcharts in jsdom is slow and draws nothing to read: the curve is checked in the e2e suite.
jest.mock('../../../common/charts/line-chart', () => ({
  LineChart: ({ series }: { series: { data: unknown[] }[] }) => (
    <div data-testid="line-chart">{series[0]?.data.length ?? 0}</div>
  ),
}));

const MATCH = { matchID: 139, matchName: '综合赛', matchType: 1, traderID: '8' };

let connection: FakeHubConnection;
let hub: SignalRHubAdapter;

beforeEach(async () => {
  session.signIn({
    Token: 't',
    Name: '张三',
    UserName: 'student01',
    UserID: 3,
    Id: 3,
    MobilePhone: '',
    hasTrainUsePower: false,
    hasCombinePower: false,
  });
  connection = new FakeHubConnection();
  hub = new SignalRHubAdapter({ url: '/hubs/quote', connectionFactory: () => connection });
  registerHub(hub);
  await hub.start();
});

afterEach(async () => {
  unregisterHub();
  await hub.stop();
  session.clear();
  jest.restoreAllMocks();
});

jest.setTimeout(120_000);

it('shows the account, holdings, working orders, the ranking around me, notices and rules', async () => {
  let working = [
    {
      orderId: '11',
      orderTime: '10:01:02',
      securityName: '贵州茅台',
      side: 1,
      price: 1400,
      orderQty: 100,
      filledQty: 0,
    },
  ];
  const called = fakeServer({
    // Participants may not read GetMatchDetail (403 for students): the page never asks it.
    '/VERace/MatchManage/GetMatchDetail': () => {
      throw new Error('GetMatchDetail is for managers');
    },
    '/VERace/StockQuery/QueryUserAssets': () => ({
      totalAssets: 1_001_500,
      initialCash: 1_000_000,
      transfers: 0,
      availableCash: 800_000,
      marketValue: 201_500,
      totalPL: 1500,
      yieldRate: 0.15,
    }),
    '/TradeGW/Query/QuerySecurityAssets': () => ({
      total: 1,
      list: [
        {
          security: '600519',
          market: 'SSE',
          securityName: '贵州茅台',
          qty: 100,
          marketValue: 150_000,
          floatingPL: 500,
        },
      ],
    }),
    '/VERace/StockQuery/QueryStkCurOrdList': () => ({ total: working.length, list: working }),
    '/VERace/MatchManage/GetHistoryMatchData': () => ({
      days: [
        {
          tradeDate: '2020-01-02',
          totalAssets: 1_001_000,
          nav: 1,
          dailyYield: 0,
          totalYield: 0.001,
        },
      ],
    }),
    '/VERace/Ranking/GetMyLatestRankingRN': () => ({ Rank: 7 }),
    '/VERace/Ranking/SearchPersonalRankingsRN': (p) => ({
      total: 20,
      list: [6, 7, 8].map((r) => ({
        Rank: r,
        TraderID: r === 7 ? 8 : r + 100,
        RealName: r === 7 ? '张三' : `选手${r}`,
        TotalAssets: 1_000_000 + r,
      })),
      asked: p,
    }),
    '/VERace/MatchSet/SearchMatchBreed': () => ({
      breedNameList: ['A股', '基金'],
      matchType: 1,
      matchBasisInfo: { matchRule: '比赛期间禁止操纵市场', endTime: '2099-01-31 15:00:00' },
      matchInItFundSets: [{ currencyType: 1, initFund: 1_000_000 }],
      riskRules: { maxOrderQty: 10000, maxPriceDeviation: 0.05 },
    }),
    '/VERace/FoulsRecord/SearchPersonalFoulsRecordList': () => ({
      total: 1,
      list: [
        {
          foulID: 1,
          foulContent: '单笔委托数量超限',
          createTime: '2099-01-02 10:00:00',
          isRead: false,
        },
      ],
    }),
  });
  renderInArea(<StudentDashboard match={MATCH} isCombine={false} />);

  expect(await screen.findByText('持仓概况（1只）', {}, { timeout: 20_000 })).toBeInTheDocument();
  expect(await screen.findByTestId('line-chart')).toHaveTextContent('1');
  expect(screen.getByText('150,000.00')).toBeInTheDocument();
  expect(await screen.findByText('未成交委托（1笔）')).toBeInTheDocument();
  expect(await screen.findByText('我的排名：第7名')).toBeInTheDocument();
  expect(await screen.findByText('选手6')).toBeInTheDocument();
  expect(screen.getByText('张三').closest('tr')).toHaveClass('cmp-my-row');
  // Today's P&L against the last settled day (2020-01-02): 1,001,500 − 1,001,000.
  expect(screen.getByText('今日盈亏').closest('.ant-statistic')).toHaveTextContent('500.00');
  expect(await screen.findByText('比赛期间禁止操纵市场')).toBeInTheDocument();
  expect(screen.getByText(/单笔最大委托数量：10000/)).toBeInTheDocument();
  expect(screen.getByText('A股、基金')).toBeInTheDocument();
  expect(screen.getByText(/委托价偏离市价上限：5%/)).toBeInTheDocument();
  expect(screen.getByText(/单笔委托数量超限/)).toBeInTheDocument();

  // The order fills: its push refreshes the working orders at once, without a poll.
  working = [];
  const before = called.filter((u) => u.endsWith('QueryStkCurOrdList')).length;
  act(() => connection.push('stktradereport', { orderId: 11 }));
  await waitFor(() => expect(screen.getByText('未成交委托（0笔）')).toBeInTheDocument());
  expect(called.filter((u) => u.endsWith('QueryStkCurOrdList')).length).toBe(before + 1);
});
