import { screen, waitFor } from '@testing-library/react';
import { fakeHub, fakeServer, renderInStore, resetPushKit } from '../trading/push-test-kit';
import type { Contract } from './futures-api';
import { MiniChart } from './mini-chart';
import { useContractQuotes, useContracts } from './use-futures-data';

function Desk() {
  const contracts = useContracts('finance');
  const current = contracts[0];
  useContractQuotes('finance', contracts, current);
  return current ? (
    <MiniChart
      symbol={current.symbol}
      market={current.market}
      preSettlement={3990}
      last={current.last}
    />
  ) : null;
}

afterEach(resetPushKit);

it("moves the price line's last point with the contract's quote push, without re-reading the bars", async () => {
  const server = fakeServer({
    GetFuturesSecurityCurInfo: () => [
      { symbol: 'IF2606', market: 'CFFEX', last: 4005 } as Contract,
    ],
    '/min/values/symbol': () => ({
      bars: [
        { time: '09:30', close: 4000 },
        { time: '09:31', close: 4005 },
      ],
    }),
  });
  const hub = fakeHub();
  renderInStore(<Desk />);
  expect(await screen.findByText('4005.00')).toBeInTheDocument();
  await waitFor(() => expect(hub.subscribed).toHaveLength(1));
  hub.push('TickQuotationInfo', { symbol: 'IF2606', market: 'CFFEX', last: 4012.4 });
  // The old chart re-read its bars every 10 s and never saw a push.
  expect(await screen.findByText('4012.40', {}, { timeout: 1000 })).toBeInTheDocument();
  expect(server.count('/min/values/symbol')).toBe(1);
});
