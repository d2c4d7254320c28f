import { session } from '@portal/shared-kit';
import { screen } from '@testing-library/react';
import {
  fakeHub,
  fakeServer,
  renderInStore,
  resetPushKit,
  signInStudent,
} from '../../../../../common/trading/push-test-kit';
import { useQueryCenterData } from './query-center-reads';
import { initialQueryCenterState, type QueryTab } from './query-center.slice';

let orders: Array<Record<string, unknown>>;

function Probe({ tab }: { tab: QueryTab }) {
  const d = useQueryCenterData({ ...initialQueryCenterState, tab });
  return <span>{`委托 ${d.orders.total} 成交 ${d.fills.total}`}</span>;
}

beforeAll(signInStudent);
afterAll(() => session.clear());
afterEach(resetPushKit);

it("follows the hub on 当日委托: an order push re-reads the tab's page", async () => {
  orders = [];
  const server = fakeServer({
    QueryStkCurOrdList: () => ({ total: orders.length, list: orders }),
  });
  const hub = fakeHub();
  renderInStore(<Probe tab="todayOrders" />);
  expect(await screen.findByText('委托 0 成交 0')).toBeInTheDocument();
  orders = [{ orderId: 1, security: '600519', market: 'SSE' }];
  hub.push('StkOrderUpdate', { orderId: 1 });
  // The old query center read once per 查询 and never followed the pushes.
  expect(await screen.findByText('委托 1 成交 0', {}, { timeout: 1000 })).toBeInTheDocument();
  expect(server.count('QueryStkCurOrdList')).toBe(2);
  expect(server.count('QueryStkCurRptList')).toBe(0);
});

it('reads a history tab with its page and no range when both ends are open', async () => {
  const server = fakeServer({ QueryStkHisRptList: () => ({ total: 3, list: [] }) });
  renderInStore(<Probe tab="historyFills" />);
  expect(await screen.findByText('委托 0 成交 3')).toBeInTheDocument();
  expect(server.count('QueryStkHisRptList')).toBe(1);
  expect(server.count('QueryStkHisOrdList')).toBe(0);
});
