import {
  StoreProvider,
  createAppStore,
  http,
  portalApi,
  registerHub,
  unregisterHub,
  type AppStore,
  type HubAdapter,
} from '@portal/shared-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { Contract } from './futures-api';
import { useAccountData, useContractQuotes, useContracts } from './use-futures-data';

type Handler = (...args: unknown[]) => void;

/** A hub that connects nowhere: records subscriptions, `push` delivers a server push. */
function fakeHub() {
  const handlers = new Map<string, Handler[]>();
  const subscribed: unknown[] = [];
  const hub = {
    on: (name: string, h: Handler) =>
      handlers.set(name.toLowerCase(), [...(handlers.get(name.toLowerCase()) ?? []), h]),
    off: () => undefined,
    subscribe: async (s: unknown) => void subscribed.push(s),
    unsubscribe: async () => undefined,
  } as unknown as HubAdapter;
  registerHub(hub);
  return {
    subscribed,
    push: (name: string, payload: unknown) =>
      act(() => handlers.get(name.toLowerCase())?.forEach((h) => h(payload))),
  };
}

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

let calls: string[];
let fills: Array<{ reportId: number }>;

function fakeServer() {
  calls = [];
  fills = [];
  jest.spyOn(http, 'call').mockImplementation(async (config) => {
    const url = String(config.url);
    calls.push(url);
    if (url.endsWith('GetFuturesSecurityCurInfo')) return [contract({})] as never;
    if (url.endsWith('QueryCurRptList')) return { list: fills } as never;
    if (url.endsWith('QueryCurOrdList')) return { list: [] } as never;
    if (url.endsWith('QueryAssetPosition')) return [] as never;
    return null as never;
  });
}

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

let store: AppStore;
beforeEach(() => {
  fakeServer();
  store = createAppStore();
});
afterEach(() => {
  store.dispatch(portalApi.util.resetApiState());
  unregisterHub();
  jest.restoreAllMocks();
});

const count = (suffix: string) => calls.filter((u) => u.endsWith(suffix)).length;

it('moves a contract quote on a TickQuotationInfo push, without re-reading or a timer', async () => {
  const hub = fakeHub();
  render(
    <StoreProvider store={store}>
      <Probe />
    </StoreProvider>,
  );
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
  render(
    <StoreProvider store={store}>
      <Probe />
    </StoreProvider>,
  );
  expect(await screen.findByText('成交 0')).toBeInTheDocument();
  fills = [{ reportId: 7 }];
  hub.push('StkTradeReport', { reportId: 7 });
  expect(await screen.findByText('成交 1', {}, { timeout: 1000 })).toBeInTheDocument();
  expect(count('QueryCurRptList')).toBe(2);
});
