import { screen, waitFor } from '@testing-library/react';
import { fakeHub, fakeServer, renderInStore, resetPushKit } from '../trading/push-test-kit';
import { hkApi } from './hk-endpoints';
import { useHkAccount } from './use-hk-account';
import { useHkQuotes } from './use-hk-quotes';

let orders: Array<{ orderId: number; security: string }>;

function Probe() {
  const quotes = useHkQuotes();
  const account = useHkAccount();
  return (
    <div>
      <span>{quotes.map((q) => `${q.symbol} ${q.last}`).join()}</span>
      <span>{`委托 ${account.orders.length}`}</span>
    </div>
  );
}

function start() {
  orders = [];
  const server = fakeServer({
    '/tick/symbols': () => ({
      list: [
        { symbol: '00700', market: 'HKEX', last: 420, changePct: 0, bidPrices: [], askPrices: [] },
      ],
    }),
    GetHKAccount: () => ({ assetAccount: 7, currencyName: 'CNY' }),
    QueryStkCurOrdList: () => ({ list: orders }),
    QueryStkCurRptList: () => ({ list: [] }),
    QuerySecurityAssets: () => [],
  });
  const hub = fakeHub();
  renderInStore(<Probe />);
  return { server, hub };
}

afterEach(resetPushKit);

it("moves a share's price on a TickQuotationInfo push, without re-reading the list", async () => {
  const { server, hub } = start();
  expect(await screen.findByText('00700 420')).toBeInTheDocument();
  await waitFor(() => expect(hub.subscribed).toHaveLength(1));
  expect(hub.subscribed[0]).toMatchObject({ SearchParamData: '00700.HKEX' });
  hub.push('TickQuotationInfo', { symbol: '00700', market: 'HKEX', last: 421.4, changePct: 0.3 });
  // Well inside the old 5-second poll: only the push can have moved it.
  expect(await screen.findByText('00700 421.4', {}, { timeout: 1000 })).toBeInTheDocument();
  expect(server.count('/tick/symbols')).toBe(1);
});

it("re-reads today's orders at once on an order push", async () => {
  const { server, hub } = start();
  expect(await screen.findByText('委托 0')).toBeInTheDocument();
  orders = [{ orderId: 5, security: '00700' }];
  hub.push('StkOrderUpdate', { orderId: 5 });
  expect(await screen.findByText('委托 1', {}, { timeout: 1000 })).toBeInTheDocument();
  expect(server.count('QueryStkCurOrdList')).toBe(2);
  // The fills' tag is not an order update's.
  expect(server.count('QueryStkCurRptList')).toBe(1);
});

function History() {
  const fills = hkApi.endpoints.hkHistoryFills.useQuery(
    { section: 'HKStock', account: '|', fromDate: '', toDate: '' },
    { refetchOnMountOrArgChange: true },
  );
  return <span>{`历史成交 ${fills.data?.length ?? '--'}`}</span>;
}

it('re-reads the 查询中心 history fills on an execution report push (today is in the range)', async () => {
  let fills: Array<{ reportId: number; security: string }> = [];
  const server = fakeServer({
    GetHKAccount: () => ({ assetAccount: 7 }),
    QueryStkHisRptList: () => ({ list: fills }),
  });
  const hub = fakeHub();
  renderInStore(<History />);
  expect(await screen.findByText('历史成交 0')).toBeInTheDocument();
  fills = [{ reportId: 2, security: '00700' }];
  hub.push('StkTradeReport', { reportId: 2 });
  expect(await screen.findByText('历史成交 1', {}, { timeout: 1000 })).toBeInTheDocument();
  expect(server.count('QueryStkHisRptList')).toBe(2);
});
