import { createDataSaga, useInjected, type OpRegistry } from '@portal/shared-kit';
import { combineReducers } from '@reduxjs/toolkit';
import { all, call } from 'redux-saga/effects';
import { createMatchSaga } from '../shell/match/match.saga';
import { pageMatchDeps } from '../shell/match/match-deps';
import { matchSlice } from '../shell/match/match.slice';
import { COMPETITION_KEY, selectData, selectMatch } from './competition-key';
import { dataSlice } from './data-slice';
import { ops } from './ops';

/** The area's reducer: the header's match state and the pages' data cache. */
export const competitionReducer = combineReducers({
  match: matchSlice.reducer,
  data: dataSlice.reducer,
});

const matchSaga = createMatchSaga(pageMatchDeps, selectMatch);
const dataSaga = createDataSaga(dataSlice, ops as unknown as OpRegistry, selectData);

export function* competitionSaga() {
  yield all([call(matchSaga), call(dataSaga)]);
}

/** Injects the area's reducer and saga into the portal store on first mount. */
export function useCompetitionModule(): void {
  useInjected({ key: COMPETITION_KEY, reducer: competitionReducer, saga: competitionSaga });
}
