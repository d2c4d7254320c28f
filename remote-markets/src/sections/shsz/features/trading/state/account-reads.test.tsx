import { session } from '@portal/shared-kit';
import { screen } from '@testing-library/react';
import {
  fakeHub,
  fakeServer,
  renderInStore,
  resetPushKit,
  signInStudent,
} from '../../../../../common/trading/push-test-kit';
import { useAssets, useFills, useOrders } from './account-reads';

let orders: Array<Record<string, unknown>>;

function Probe() {
  const o = useOrders();
  const f = useFills();
  const a = useAssets();
  return <span>{`委托 ${o.length} 成交 ${f.length} 可用 ${a?.available ?? '--'}`}</span>;
}

beforeAll(signInStudent);
afterAll(() => session.clear());
afterEach(resetPushKit);

it("re-reads today's orders and the money at once on an order push, and not the fills", async () => {
  orders = [];
  const server = fakeServer({
    QueryStkCurOrdList: () => ({ list: orders }),
    QueryStkCurRptList: () => ({ list: [] }),
    QueryUserAssets: () => ({ availableCash: 1000 }),
  });
  const hub = fakeHub();
  renderInStore(<Probe />);
  expect(await screen.findByText('委托 0 成交 0 可用 1000')).toBeInTheDocument();
  orders = [{ orderId: 7, security: '600519', market: 'SSE' }];
  hub.push('StkOrderUpdate', { orderId: 7, status: 0 });
  expect(
    await screen.findByText('委托 1 成交 0 可用 1000', {}, { timeout: 1000 }),
  ).toBeInTheDocument();
  expect(server.count('QueryStkCurOrdList')).toBe(2);
  expect(server.count('QueryUserAssets')).toBe(2);
  // The old page re-read all four parts on any push; an order update brings no fill.
  expect(server.count('QueryStkCurRptList')).toBe(1);
});
