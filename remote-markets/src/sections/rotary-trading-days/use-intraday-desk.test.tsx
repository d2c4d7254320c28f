import { screen, waitFor } from '@testing-library/react';
import {
  fakeHub,
  fakeServer,
  renderInStore,
  resetPushKit,
} from '../../common/trading/push-test-kit';
import type { Desk } from './intraday-api';
import { useIntradayDesk } from './use-intraday-desk';

let orders: Desk['orders'];

const desk = (): Partial<Desk> => ({
  codes: [
    { security: '600000', market: 'SSE', securityName: '浦发银行', lastPrice: 10, prevClose: 10 },
  ],
  positions: [],
  orders,
  fills: [],
});

function Probe() {
  const { desk: d } = useIntradayDesk();
  return <span>{d ? `现价 ${d.codes[0]?.lastPrice} 委托 ${d.orders.length}` : '--'}</span>;
}

function start() {
  orders = [];
  const server = fakeServer({ QueryDesk: desk });
  const hub = fakeHub();
  renderInStore(<Probe />);
  return { server, hub };
}

afterEach(resetPushKit);

it("moves an allowed code's price on a quote push, without re-reading the desk", async () => {
  const { server, hub } = start();
  expect(await screen.findByText('现价 10 委托 0')).toBeInTheDocument();
  await waitFor(() => expect(hub.subscribed).toHaveLength(1));
  expect(hub.subscribed[0]).toMatchObject({ SearchParamData: '600000.SSE' });
  hub.push('TickQuotationInfo', { symbol: '600000', market: 'SSE', last: 10.2 });
  expect(await screen.findByText('现价 10.2 委托 0', {}, { timeout: 1000 })).toBeInTheDocument();
  expect(server.count('QueryDesk')).toBe(1);
});

it('re-reads the desk at once on an order push', async () => {
  const { server, hub } = start();
  expect(await screen.findByText('现价 10 委托 0')).toBeInTheDocument();
  orders = [{ orderId: 4 } as Desk['orders'][number]];
  hub.push('StkOrderUpdate', { orderId: 4 });
  expect(await screen.findByText('现价 10 委托 1', {}, { timeout: 1000 })).toBeInTheDocument();
  expect(server.count('QueryDesk')).toBe(2);
});
