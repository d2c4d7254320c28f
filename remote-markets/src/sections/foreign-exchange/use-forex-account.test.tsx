import { screen, waitFor } from '@testing-library/react';
import {
  fakeHub,
  fakeServer,
  renderInStore,
  resetPushKit,
} from '../../common/trading/push-test-kit';
import { useForexAccount, useForexQuotes } from './use-forex-account';

let orders: Array<{ orderId: number }>;

function Probe() {
  const quotes = useForexQuotes();
  const account = useForexAccount();
  return (
    <div>
      <span>{quotes.map((q) => `${q.symbol} ${q.bid}/${q.ask}`).join()}</span>
      <span>{`委托 ${account.orders.length}`}</span>
    </div>
  );
}

function start() {
  orders = [];
  const server = fakeServer({
    GetForexSecurityCurInfo: () => [
      { symbol: 'EURUSD', bid: 1.085, ask: 1.0851, last: 1.085, high: 1.09, low: 1.08 },
    ],
    QueryForexAccounts: () => ({ assetAccount: 3, currencies: [], positions: [] }),
    QueryStkCurOrdList: () => ({ list: orders }),
    QueryStkCurRptList: () => ({ list: [] }),
  });
  const hub = fakeHub();
  renderInStore(<Probe />);
  return { server, hub };
}

afterEach(resetPushKit);

it("moves a pair's bid and ask on a TickQuotationInfo push, without re-reading the pairs", async () => {
  const { server, hub } = start();
  expect(await screen.findByText('EURUSD 1.085/1.0851')).toBeInTheDocument();
  await waitFor(() => expect(hub.subscribed).toHaveLength(1));
  expect(hub.subscribed[0]).toMatchObject({ SearchParamData: 'EURUSD.FX' });
  hub.push('TickQuotationInfo', {
    symbol: 'EURUSD',
    market: 'FX',
    last: 1.0862,
    bidPrices: [1.0861],
    askPrices: [1.0863],
  });
  // Well inside the old 3-second poll: only the push can have moved it.
  expect(
    await screen.findByText('EURUSD 1.0861/1.0863', {}, { timeout: 1000 }),
  ).toBeInTheDocument();
  expect(server.count('GetForexSecurityCurInfo')).toBe(1);
});

it("re-reads today's orders at once on an order push, not the fills", async () => {
  const { server, hub } = start();
  // The orders are read once the account is known.
  await waitFor(() => expect(server.count('QueryStkCurOrdList')).toBe(1));
  expect(await screen.findByText('委托 0')).toBeInTheDocument();
  orders = [{ orderId: 8 }];
  hub.push('StkOrderUpdate', { orderId: 8 });
  expect(await screen.findByText('委托 1', {}, { timeout: 1000 })).toBeInTheDocument();
  expect(server.count('QueryStkCurOrdList')).toBe(2);
  expect(server.count('QueryStkCurRptList')).toBe(1);
});
