import { signInStudent } from '../../../../../common/trading/push-test-kit';
import { ApiError, createAppStore, session, type AppStore } from '@portal/shared-kit';
import { takeLeading } from 'redux-saga/effects';
import type { SecurityInfo } from '../../../../../common';
import { placeOrder } from '../api/place-order';
import { submitOrder } from './orders.saga';
import { selectTrading, TRADING_KEY } from './trading.selectors';
import { tradingActions, tradingSlice } from './trading.slice';

jest.mock('../api/place-order', () => ({ placeOrder: jest.fn() }));
jest.mock('../api/query-today-orders', () => ({ queryTodayOrders: async () => [] }));
jest.mock('../api/query-today-fills', () => ({ queryTodayFills: async () => [] }));
jest.mock('../api/query-user-assets', () => ({ queryUserAssets: async () => null }));
jest.mock('../../../api/query-positions', () => ({ queryPositions: async () => [] }));

const place = placeOrder as jest.MockedFunction<typeof placeOrder>;

const MOUTAI: SecurityInfo = {
  symbol: '600519',
  market: 'SSE',
  shortName: '贵州茅台',
  pyShortName: 'GZMT',
  securityType: 1,
  flagBits: 4,
  lcp: 1500,
  bQtyStep: 100,
  minTickSize: 0.01,
};
const ORDER = { side: 1, priceType: 'limit', price: 1500, qty: 100 } as const;

let store: AppStore;

function start(permitted = true): void {
  store = createAppStore();
  store.injectReducer(TRADING_KEY, tradingSlice.reducer);
  // The same watcher as the trading saga: one submission at a time.
  store.injectSaga('orders', function* watch() {
    yield takeLeading(tradingActions.orderSubmitted.type, submitOrder);
  });
  store.dispatch(tradingActions.securityLoaded({ info: MOUTAI, permitted }));
}

/** Resolves once the ticket is no longer placing. */
const settled = () =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!selectTrading(store.getState()).placing) {
        stop();
        resolve();
      }
    };
    const stop = store.subscribe(check);
    check();
  });

/** PlaceStkOrder's answer: the saga does not read it. */
const PLACED = {} as Awaited<ReturnType<typeof placeOrder>>;

beforeAll(signInStudent);
afterAll(() => session.clear());
beforeEach(() => place.mockReset());
afterEach(() => store.ejectSaga('orders'));

describe('order submission', () => {
  it('sends the next order while the last one is still refreshing the account', async () => {
    place.mockResolvedValue(PLACED);
    start();
    store.dispatch(tradingActions.orderSubmitted(ORDER));
    await settled();
    store.dispatch(tradingActions.orderSubmitted({ ...ORDER, qty: 200 }));
    await settled();
    expect(place).toHaveBeenCalledTimes(2);
    expect(place).toHaveBeenLastCalledWith(
      expect.objectContaining({ userID: 3, security: '600519', market: 'SSE', orderQty: 200 }),
    );
    expect(selectTrading(store.getState()).ticketNotice).toBe('委托已提交');
  });

  it('shows the server refusal in the catalogue wording', async () => {
    place.mockRejectedValue(new ApiError('可用资金不足', { kind: 'business', code: 60004 }));
    start();
    store.dispatch(tradingActions.orderSubmitted(ORDER));
    await settled();
    expect(selectTrading(store.getState()).ticketError).toBe('可用资金不足');
  });

  it('sends nothing for a security the match does not allow', async () => {
    start(false);
    store.dispatch(tradingActions.orderSubmitted(ORDER));
    await settled();
    expect(place).not.toHaveBeenCalled();
    expect(selectTrading(store.getState()).ticketError).toBe(
      '当前比赛不允许交易该证券（贵州茅台），委托未发送',
    );
  });

  it('sends a market order with bizAction 1', async () => {
    place.mockResolvedValue(PLACED);
    start();
    store.dispatch(tradingActions.orderSubmitted({ ...ORDER, priceType: 'market' }));
    await settled();
    expect(place).toHaveBeenCalledWith(expect.objectContaining({ bizAction: 1, side: 1 }));
  });
});
