import { act, render, screen } from '@testing-library/react';
import { readConfig } from './config';
import { ForexDetailPage } from './forex-detail-page';
import { TICK_PUSH, type QuoteConnection } from './quote-feed';

jest.mock('./price-chart', () => ({
  PriceChart: ({ points }: { points: unknown[] }) => (
    <div role="img" aria-label="分时走势">
      {points.length}
    </div>
  ),
}));

const row = {
  symbol: 'USDJPY',
  shortName: '美元日元',
  tradingDate: '2026-11-20',
  time: '10:15:03',
  last: 151.234,
  high: 151.5,
  low: 150.9,
  preClose: 151.0,
  changePct: 0.15,
  tick: 0.001,
  bidPrices: [151.233, 151.232, 151.231, 151.23, 151.229],
  askPrices: [151.236, 151.237, 151.238, 151.239, 151.24],
  bidVolumes: [1e6, 2e6, 3e6, 4e6, 5e6],
  askVolumes: [1e6, 2e6, 3e6, 4e6, 5e6],
};

it('shows the pair live: quote at 3 decimals (step 1000), spread in pips, depth, Chinese state', async () => {
  let push: ((r: unknown) => void) | undefined;
  const conn: QuoteConnection = {
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
    on: (name, h) => {
      if (name === TICK_PUSH) push = h;
    },
    onclose: () => undefined,
    invoke: () => Promise.resolve([]),
  };
  const config = readConfig({ backupHost: 'http://backup.example' }, '?symbol=USDJPY');
  render(<ForexDetailPage config={config} connect={() => conn} />);
  expect(await screen.findByText('行情已连接（主站点）')).toBeInTheDocument();
  expect(screen.getByText('行情加载中')).toBeInTheDocument();
  act(() => push?.(row));
  expect(screen.getByRole('heading')).toHaveTextContent('美元日元 USDJPY');
  expect(screen.getByTestId('fxd-bid')).toHaveTextContent('151.233');
  expect(screen.getByTestId('fxd-ask')).toHaveTextContent('151.236');
  expect(screen.getByText('0.3 点')).toBeInTheDocument();
  expect(screen.getByTestId('fxd-tick-time')).toHaveTextContent('行情时间 10:15:03');
  expect(screen.getByText('卖五')).toBeInTheDocument();
  expect(screen.getByText('买一')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '分时走势' })).toHaveTextContent('1');
});
