import { session } from '@portal/shared-kit';
import { screen } from '@testing-library/react';
import { fakeServer, renderInArea } from '../../test/render-area';
import { BacktestReport } from './backtest-report';

jest.mock('./components/nav-chart', () => ({
  NavChart: (p: { nav: number[]; benchName: string }) => (
    <div data-testid="nav-chart">{`${p.benchName}:${p.nav.length}`}</div>
  ),
}));

afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('shows a stored report: curve against the benchmark, metrics and trades', async () => {
  const asked: Record<string, unknown>[] = [];
  fakeServer({
    '/VEISP/StockPick/GetBacktestReport': (p) => {
      asked.push(p);
      return {
        backtestId: 7,
        schemeId: 3,
        schemeName: '低估值高ROE',
        status: 'done',
        progress: 100,
        params: { benchmark: '000300.SSE', startDate: '2026-03-02', endDate: '2026-03-06' },
        summary: null,
        error: null,
        elapsedMs: 900,
        createTime: null,
        finishTime: null,
        report: {
          dates: ['2026-03-02', '2026-03-03', '2026-03-04'],
          nav: [1, 0.9997, 1.2116333],
          bench: [1, 1, 1.03],
          drawdown: [0, 0.0003, 0],
          totalAssets: [100000, 99974.26, 121163.33],
          trades: [
            {
              date: '2026-03-03',
              code: '600001',
              market: 'SSE',
              name: '甲',
              side: 'B',
              qty: 9900,
              price: 10,
              amount: 99000,
              fees: 25.74,
            },
          ],
          rebalances: [
            {
              date: '2026-03-03',
              cash: 974.26,
              holdings: [
                {
                  code: '600001',
                  market: 'SSE',
                  name: '甲',
                  qty: 9900,
                  price: 10,
                  value: 99000,
                  weight: 0.99,
                },
              ],
            },
          ],
          metrics: { TotalYield: 0.2116333, MaxRetracement: 0.0003, SharpIndex: 1.5 },
          finalAssets: 121163.33,
          totalFees: 25.74,
          dividends: 0,
        },
      };
    },
  });
  renderInArea(<BacktestReport />, '/TrainkEquityScreener/scheme/backtestReport?backtestId=7');
  expect(
    await screen.findByText('回测报告：低估值高ROE（2026-03-02 至 2026-03-04）'),
  ).toBeInTheDocument();
  expect(asked).toEqual([{ backtestId: 7 }]);
  expect(screen.getByTestId('nav-chart')).toHaveTextContent('沪深300:3');
  expect(screen.getByText('21.16%')).toBeInTheDocument();
  expect(document.querySelector('.cmp-metrics')).toHaveTextContent('夏普比率1.50');
  expect(screen.getByText('甲')).toBeInTheDocument();
  expect(screen.getByText('买入')).toBeInTheDocument();
}, 30_000);
