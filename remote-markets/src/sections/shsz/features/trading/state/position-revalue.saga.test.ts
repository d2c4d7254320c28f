import { createAppStore, portalApi, type AppStore } from '@portal/shared-kit';
import { takeEvery } from 'redux-saga/effects';
import type { PositionRow } from '../../../api/account-rows';
import type { Quote } from '../model';
import { shszAccountApi } from './account-reads';
import { watchPositionRevalue } from './position-revalue.saga';
import { TRADING_KEY } from './trading.selectors';
import { tradingActions, tradingSlice } from './trading.slice';

jest.mock('../../../account/account.saga', () => ({ accountParams: async () => ({ userID: 3 }) }));
jest.mock('../../../api/query-positions', () => ({ queryPositions: async () => [HELD] }));

const HELD: PositionRow = {
  symbol: '600519',
  market: 'SSE',
  shortName: '贵州茅台',
  securityType: 1,
  qty: 100,
  sellable: 100,
  costPrice: 1520,
  lastPrice: 1522.01,
  marketValue: 152_201,
  profit: 201,
  profitPct: 0.13,
};
const quote = (last: number, symbol = '600519') => ({ symbol, market: 'SSE', last }) as Quote;

let store: AppStore;
let refreshes = 0;
let holdings: { unsubscribe: () => void } | undefined;
beforeEach(async () => {
  jest.useFakeTimers();
  refreshes = 0;
  store = createAppStore();
  store.injectReducer(TRADING_KEY, tradingSlice.reducer);
  store.injectSaga('revalue', watchPositionRevalue);
  store.injectSaga('count', function* count() {
    // A re-read of the holdings and money: their tags invalidated in the portal API.
    yield takeEvery(portalApi.util.invalidateTags.type, () => {
      refreshes += 1;
    });
  });
  // The holdings table's read (nobody signed in the session: the account key is `|`).
  const dispatch = store.dispatch as (thunk: unknown) => { unsubscribe: () => void };
  holdings = dispatch(shszAccountApi.endpoints.shszPositions.initiate({ account: '|' }));
  await jest.advanceTimersByTimeAsync(0);
});
afterEach(() => {
  holdings?.unsubscribe();
  store.ejectSaga('revalue');
  store.ejectSaga('count');
  store.dispatch(portalApi.util.resetApiState());
  jest.useRealTimers();
});

describe('positions follow the live quote (issue 33 item 3)', () => {
  it('re-reads the account when the quote of a held security moves', async () => {
    store.dispatch(tradingActions.quoteReceived(quote(1522.87)));
    await jest.advanceTimersByTimeAsync(10);
    expect(refreshes).toBe(1);
  });

  it('leaves it when the quote is at the row price or of a security not held', async () => {
    store.dispatch(tradingActions.quoteReceived(quote(1522.01)));
    await jest.advanceTimersByTimeAsync(3_000);
    store.dispatch(tradingActions.quoteReceived(quote(12.3, '601398')));
    await jest.advanceTimersByTimeAsync(3_000);
    expect(refreshes).toBe(0);
  });

  it('asks once per price and at most once per period while the price moves', async () => {
    store.dispatch(tradingActions.quoteReceived(quote(1523)));
    await jest.advanceTimersByTimeAsync(3_000);
    store.dispatch(tradingActions.quoteReceived(quote(1523)));
    await jest.advanceTimersByTimeAsync(3_000);
    expect(refreshes).toBe(1);
    store.dispatch(tradingActions.quoteReceived(quote(1524)));
    store.dispatch(tradingActions.quoteReceived(quote(1525)));
    store.dispatch(tradingActions.quoteReceived(quote(1526)));
    await jest.advanceTimersByTimeAsync(100);
    expect(refreshes).toBe(2);
    await jest.advanceTimersByTimeAsync(2_100);
    expect(refreshes).toBe(3);
  });
});
