import { act, screen } from '@testing-library/react';
import { MARK_TO_MARKET_MS } from '../../common/derivatives';
import {
  fakeHub,
  fakeServer,
  renderInStore,
  resetPushKit,
} from '../../common/trading/push-test-kit';
import { useMarginData } from './use-margin-data';

let orders: Array<{ orderId: number }>;
let fills: Array<{ reportId: number }>;

function Probe() {
  const d = useMarginData();
  return <span>{`委托 ${d.orders.length} 成交 ${d.fills.length} 可融 ${d.eligible.length}`}</span>;
}

function start() {
  orders = [];
  fills = [];
  const server = fakeServer({
    QueryEligibleList: () => [{ security: '600519', market: 'SSE' }],
    QueryCreditAsset: () => ({ maintenanceRatio: 2.5 }),
    QueryCreditContracts: () => [],
    QueryCreditPosition: () => [],
    QueryCurOrdList: () => ({ list: orders }),
    QueryCurRptList: () => fills,
  });
  const hub = fakeHub();
  renderInStore(<Probe />);
  return { server, hub };
}

afterEach(() => {
  resetPushKit();
  jest.useRealTimers();
});

it('re-reads the orders at once on an order push, and not the eligible list or the fills', async () => {
  const { server, hub } = start();
  expect(await screen.findByText('委托 0 成交 0 可融 1')).toBeInTheDocument();
  orders = [{ orderId: 9 }];
  hub.push('StkOrderUpdate', { orderId: 9 });
  expect(
    await screen.findByText('委托 1 成交 0 可融 1', {}, { timeout: 1000 }),
  ).toBeInTheDocument();
  expect(server.count('QueryCurOrdList')).toBe(2);
  expect(server.count('QueryCreditAsset')).toBe(2);
  // The old page re-read all six on any push.
  expect(server.count('QueryEligibleList')).toBe(1);
  expect(server.count('QueryCurRptList')).toBe(1);
  fills = [{ reportId: 3 }];
  hub.push('StkTradeReport', { reportId: 3 });
  expect(
    await screen.findByText('委托 1 成交 1 可融 1', {}, { timeout: 1000 }),
  ).toBeInTheDocument();
});

it('keeps the timer for the figures marked to the market only: orders and fills follow pushes', async () => {
  jest.useFakeTimers();
  const { server } = start();
  expect(await screen.findByText('委托 0 成交 0 可融 1')).toBeInTheDocument();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(MARK_TO_MARKET_MS + 500);
  });
  expect(server.count('QueryCreditAsset')).toBe(2);
  expect(server.count('QueryCurOrdList')).toBe(1);
  expect(server.count('QueryCurRptList')).toBe(1);
});
