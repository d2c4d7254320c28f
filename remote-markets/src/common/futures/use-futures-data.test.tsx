import { screen, waitFor } from '@testing-library/react';
import { fakeHub, fakeServer, renderInStore, resetPushKit } from '../trading/push-test-kit';
import type { Contract } from './futures-api';
import { useAccountData, useContractQuotes, useContracts } from './use-futures-data';

const contract = (over: Partial<Contract>): Contract =>
  ({
    symbol: 'IF2606',
    market: 'CFFEX',
    product: 'IF',
    last: 4000,
    change: 0,
    changePct: 0,
    ...over,
  }) as Contract;

let fills: Array<{ reportId: number }>;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  fills = [];
  server = fakeServer({
    GetFuturesSecurityCurInfo: () => [contract({})],
    QueryCurRptList: () => ({ list: fills }),
    QueryCurOrdList: () => ({ list: [] }),
    QueryAssetPosition: () => [],
  });
});
afterEach(resetPushKit);

function Probe() {
  const contracts = useContracts('finance');
  useContractQuotes('finance', contracts, contracts[0]);
  const account = useAccountData('finance');
  return (
    <div>
      <span>{contracts.map((c) => `${c.symbol} ${c.last}`).join()}</span>
      <span>{`成交 ${account.fills.length}`}</span>
    </div>
  );
}

const count = (suffix: string) => server.count(suffix);

it('moves a contract quote on a TickQuotationInfo push, without re-reading or a timer', async () => {
  const hub = fakeHub();
  renderInStore(<Probe />);
  expect(await screen.findByText('IF2606 4000')).toBeInTheDocument();
  await waitFor(() => expect(hub.subscribed).toHaveLength(1));
  expect(hub.subscribed[0]).toMatchObject({
    QuotationType: 'TickQuotationInfo',
    SearchParamData: 'IF2606.CFFEX',
  });
  hub.push('TickQuotationInfo', { symbol: 'IF2606', market: 'CFFEX', last: 4012.4, change: 12.4 });
  // Well inside the old 3-second poll: only the push can have moved it.
  expect(await screen.findByText('IF2606 4012.4', {}, { timeout: 1000 })).toBeInTheDocument();
  expect(count('GetFuturesSecurityCurInfo')).toBe(1);
});

it('re-reads fills at once when the hub pushes an execution report', async () => {
  const hub = fakeHub();
  renderInStore(<Probe />);
  expect(await screen.findByText('成交 0')).toBeInTheDocument();
  fills = [{ reportId: 7 }];
  hub.push('StkTradeReport', { reportId: 7 });
  expect(await screen.findByText('成交 1', {}, { timeout: 1000 })).toBeInTheDocument();
  expect(count('QueryCurRptList')).toBe(2);
});
