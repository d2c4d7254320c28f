import {
  FakeHubConnection,
  SignalRHubAdapter,
  createAppStore,
  registerHub,
  session,
  unregisterHub,
  type AppStore,
} from '@portal/shared-kit';
import { queryTodayOrders } from '../api/query-today-orders';
import type { OrderRow } from '../model';
import { tradingSaga } from './trading.saga';
import { TRADING_KEY } from './trading.selectors';
import { tradingActions, tradingSlice } from './trading.slice';

jest.mock('../api/query-today-orders', () => ({ queryTodayOrders: jest.fn(async () => []) }));
jest.mock('../api/query-today-fills', () => ({ queryTodayFills: async () => [] }));
jest.mock('../api/query-user-assets', () => ({ queryUserAssets: async () => null }));
jest.mock('../../../api/query-positions', () => ({ queryPositions: async () => [] }));

const reads = queryTodayOrders as jest.MockedFunction<typeof queryTodayOrders>;
const WORKING = { orderId: '7', status: 0, symbol: '600519', market: 'SSE' } as unknown as OrderRow;

let store: AppStore;
let connection: FakeHubConnection;
let hub: SignalRHubAdapter;

beforeEach(async () => {
  jest.useFakeTimers();
  session.signIn({
    Token: 't',
    Name: '张三',
    UserName: 'student01',
    UserID: 3,
    Id: 3,
    MobilePhone: '',
    hasTrainUsePower: false,
    hasCombinePower: false,
  });
  connection = new FakeHubConnection();
  hub = new SignalRHubAdapter({ url: '/hubs/quote', connectionFactory: () => connection });
  registerHub(hub);
  await hub.start();
  store = createAppStore();
  store.injectReducer(TRADING_KEY, tradingSlice.reducer);
  store.injectSaga('trading', tradingSaga);
  store.dispatch(tradingActions.accountLoaded({ orders: [WORKING] }));
  reads.mockClear();
});

afterEach(async () => {
  store.ejectSaga('trading');
  unregisterHub();
  await hub.stop();
  session.clear();
  jest.useRealTimers();
});

it('does not poll while an order is working: the account is re-read only on pushes', async () => {
  await jest.advanceTimersByTimeAsync(10_000);
  expect(reads).not.toHaveBeenCalled();

  // An order update and its execution report (lower-cased, as the client delivers targets).
  connection.push('stkorderupdate', { orderId: 7, status: 2 });
  connection.push('stktradereport', { orderId: 7, qty: 100 });
  await jest.advanceTimersByTimeAsync(1_000);
  expect(reads).toHaveBeenCalledTimes(1);
});
