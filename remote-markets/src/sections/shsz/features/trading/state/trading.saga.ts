import { all, call, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { securityInfoRefreshDue } from '../../../market-clock/state/market-clock.slice';
import { followSecurity } from './live-quote.saga';
import { cancel, loadMaxVolumes, submitOrder } from './orders.saga';
import { watchPositionRevalue } from './position-revalue.saga';
import { search } from './search.saga';
import { loadBars, loadSecurity, reloadSecurity } from './security.saga';
import { tradingActions as a } from './trading.slice';

/** Side effects of the trading page. */
export function* tradingSaga() {
  yield all([
    takeLatest(a.searchChanged.type, search),
    takeLatest(a.securityRequested.type, loadSecurity),
    takeLatest(securityInfoRefreshDue.type, reloadSecurity),
    takeLatest([a.securityLoaded.type, a.periodChanged.type], loadBars),
    takeLatest(a.securityLoaded.type, followSecurity),
    takeLatest(a.maxVolumesRequested.type, loadMaxVolumes),
    takeLeading(a.orderSubmitted.type, submitOrder),
    takeEvery(a.cancelRequested.type, cancel),
    // The account tables read the portal API themselves; the hub's pushes re-read them.
    call(watchPositionRevalue),
  ]);
}
