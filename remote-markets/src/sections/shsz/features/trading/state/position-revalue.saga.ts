import { portalApi } from '@portal/shared-kit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, throttle } from 'redux-saga/effects';
import type { PositionRow } from '../../../api/account-rows';
import type { Quote } from '../model';
import { selectCachedPositions } from './account-reads';
import { tradingActions } from './trading.slice';

/** At most one re-read of the account per this many ms while the followed price moves. */
export const REVALUE_EVERY_MS = 2_000;

/**
 * The holdings follow the live quote the page already receives (issue 33: the header price moved
 * while 最新价, 市值 and 浮动盈亏 stayed until reload). When a quote of a held security differs
 * from the price its row was valued at, the holdings and money are re-read (their tags
 * invalidated: the server pushes no account data on a price move), so the figures come from the
 * server's one valuation (the function the order path and the asset summary use); each price is
 * asked for once, so a holding the server values otherwise is not re-read forever.
 */
export function* watchPositionRevalue() {
  const asked = new Map<string, number>();
  yield throttle(
    REVALUE_EVERY_MS,
    tradingActions.quoteReceived.type,
    function* revalue(action: PayloadAction<Quote>) {
      const q = action.payload;
      if (!Number.isFinite(q.last) || q.last <= 0) return;
      const rows: PositionRow[] = yield select(selectCachedPositions);
      const held = rows.find((p) => p.symbol === q.symbol && p.market === q.market && p.qty > 0);
      const key = `${q.symbol}.${q.market}`;
      if (!held || held.lastPrice === q.last || asked.get(key) === q.last) return;
      asked.set(key, q.last);
      yield put(portalApi.util.invalidateTags(['Position', 'Capital']));
    },
  );
}
