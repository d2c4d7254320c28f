import { isApiError, MESSAGES, portalApi, TIMINGS_MS } from '@portal/shared-kit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, select } from 'redux-saga/effects';
import type { SecurityInfo } from '../../../../../common';
import { cancelOrder } from '../api/cancel-order';
import { placeOrder } from '../api/place-order';
import { queryMaxBuyVolume } from '../api/query-max-buy-volume';
import { queryMaxSellVolume } from '../api/query-max-sell-volume';
import type { AccountParams } from '../../../account/account-params';
import type { OrderDraft, OrderRow } from '../model';
import { accountParams } from '../../../account/account.saga';
import { ACCOUNT_TAGS } from './account-reads';
import { notPermittedText } from './permission';
import { selectPermitted, selectSecurity } from './trading.selectors';
import { tradingActions } from './trading.slice';

const failureText = (error: unknown): string =>
  isApiError(error) || error instanceof Error ? error.message : MESSAGES.REQUEST_FAILED;

/**
 * Re-reads orders, fills, positions and assets (the portal API's reads of account-reads.ts) after
 * a write of this page: a refused order or a cancel of a finished order brings no push.
 */
export function* refreshAccount() {
  yield put(portalApi.util.invalidateTags([...ACCOUNT_TAGS]));
}

/** Max buy and sell volumes the server allows at a price. */
export function* loadMaxVolumes(action: PayloadAction<{ price: number }>) {
  yield delay(TIMINGS_MS.ONE_SECOND / 4);
  const account: AccountParams | null = yield call(accountParams);
  const info: SecurityInfo | null = yield select(selectSecurity);
  if (!account || !info) return;
  const { symbol, market } = info;
  const price = action.payload.price;
  const settle = (p: Promise<number>) => p.catch(() => null);
  const [buy, sell]: [number | null, number | null] = yield all([
    call(settle, queryMaxBuyVolume(account, symbol, market, price)),
    call(settle, queryMaxSellVolume(account, symbol, market, price)),
  ]);
  yield put(tradingActions.maxVolumesLoaded({ buy, sell }));
}

/** Sends an order unless the match forbids the security; the server's refusal shows as its text. */
export function* submitOrder(action: PayloadAction<OrderDraft>) {
  const info: SecurityInfo | null = yield select(selectSecurity);
  const permitted: boolean = yield select(selectPermitted);
  const account: AccountParams | null = yield call(accountParams);
  if (!info || !account) {
    yield put(tradingActions.orderRejected('请先登录并选择比赛'));
    return;
  }
  if (!permitted) {
    yield put(tradingActions.orderRejected(notPermittedText(info.shortName)));
    return;
  }
  const draft = action.payload;
  try {
    yield call(placeOrder, {
      ...account,
      market: info.market,
      security: info.symbol,
      side: draft.side,
      bizAction: draft.priceType === 'market' ? 1 : 0,
      orderQty: draft.qty,
      price: draft.price,
    });
    yield put(tradingActions.orderAccepted('委托已提交'));
  } catch (error) {
    yield put(tradingActions.orderRejected(failureText(error)));
  }
  // Fills and later changes arrive as hub pushes (the push bridge); a refused order has none.
  yield call(refreshAccount);
}

/** Cancels a working order. */
export function* cancel(action: PayloadAction<OrderRow>) {
  const account: AccountParams | null = yield call(accountParams);
  const order = action.payload;
  try {
    if (account) yield call(cancelOrder, account, order.market, order.symbol, order.orderId);
  } catch {
    // The shared client showed the server's message.
  }
  yield put(tradingActions.cancelFinished(order.orderId));
  yield call(refreshAccount);
}
