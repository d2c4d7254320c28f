import { SEARCH_LIMITS, TIMINGS_MS } from '@portal/shared-kit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select } from 'redux-saga/effects';
import { belongsToPage, MARKET_PAGES, type MarketPageKey } from '../../../market-pages';
import { searchSecurities } from '../../../api/search-securities';
import type { SearchHit } from '../model';
import { selectPage } from './trading.selectors';
import { tradingActions } from './trading.slice';

// The server answers up to 30; the page's type filter then keeps the first five (spec §5).
const FETCH_LIMIT = SEARCH_LIMITS.TOP_TAB_MAX;

/** Trading-side search: code, short name or pinyin; the page's type filter; at most 5 hits. */
export function* search(action: PayloadAction<string>) {
  const keyword = action.payload.trim();
  if (!keyword) return;
  yield delay(TIMINGS_MS.ONE_SECOND / 5);
  const key: MarketPageKey = yield select(selectPage);
  const page = MARKET_PAGES[key];
  try {
    const hits: SearchHit[] = yield call(searchSecurities, keyword, page.markets, FETCH_LIMIT);
    const kept = hits
      .filter((h) => belongsToPage(page, h))
      .slice(0, SEARCH_LIMITS.TRADING_SIDE_MAX);
    yield put(tradingActions.searchFinished(kept));
  } catch {
    yield put(tradingActions.searchFinished([]));
  }
}
