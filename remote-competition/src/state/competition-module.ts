import { provideOps, useInjected, type OpRegistry } from '@portal/shared-kit';
import { combineReducers } from '@reduxjs/toolkit';
import { useState } from 'react';
import { createMatchSaga } from '../shell/match/match.saga';
import { pageMatchDeps } from '../shell/match/match-deps';
import { matchSlice } from '../shell/match/match.slice';
import { COMPETITION_KEY, selectMatch } from './competition-key';
import { ops } from './ops';

/** The area's reducer: the header's match state (the pages' data lives in the portal API). */
export const competitionReducer = combineReducers({ match: matchSlice.reducer });

/** The area's saga: the header's match flow. */
export const competitionSaga = createMatchSaga(pageMatchDeps, selectMatch);

/** Gives the area's endpoint clients to the portal API (the pages read them by name). */
export function provideCompetitionOps(): void {
  provideOps(COMPETITION_KEY, ops as unknown as OpRegistry);
}

/** Injects the area's reducer and saga into the portal store on first mount. */
export function useCompetitionModule(): void {
  useState(provideCompetitionOps);
  useInjected({ key: COMPETITION_KEY, reducer: competitionReducer, saga: competitionSaga });
}
