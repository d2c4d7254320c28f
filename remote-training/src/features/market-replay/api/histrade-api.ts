import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { ApiData } from '@portal/shared-kit/api-types';

/** An open trainKChartHistrade session: only the bars revealed so far (the security is not named). */
export type HistradeState = Pick<
  NonNullable<ApiData<'/VETrain/KChart/HistradeStart'>>,
  | 'sessionID'
  | 'seed'
  | 'steps'
  | 'shown'
  | 'lot'
  | 'minBuy'
  | 'cash'
  | 'options'
  | 'holding'
  | 'bars'
>;

/**
 * A graded session: the score (counted: whether it counts, the first finished sessions of a quiz
 * number its rule allows), final equities in yuan and returns in %, every bar of the window and the
 * security with the source dates (`reveal`; the prices were rebased).
 */
export type HistradeResult = Pick<
  ApiData<'/VETrain/KChart/HistradeSubmit'>,
  | 'attempt'
  | 'attempts'
  | 'countedScore'
  | 'sessionID'
  | 'seed'
  | 'score'
  | 'counted'
  | 'equity'
  | 'holdEquity'
  | 'bestEquity'
  | 'studentReturn'
  | 'holdReturn'
  | 'bestReturn'
  | 'trades'
  | 'bars'
  | 'name'
  | 'reveal'
>;

/** POST /VETrain/KChart/HistradeStart: a new session (or the open one of the same set number). */
export const histradeStart = (a: { seed?: number }) =>
  http.call<HistradeState>({
    method: 'POST',
    url: `${TRAINING_API}/KChart/HistradeStart`,
    data: a,
  });

/** POST /VETrain/KChart/HistradeStep: action 0 持有, 1 买入, 2 卖出 at step `step`; one bar more. */
export const histradeStep = (a: { sessionID: number; step: number; action: number }) =>
  http.call<Pick<NonNullable<ApiData<'/VETrain/KChart/HistradeStep'>>, keyof HistradeState>>({
    method: 'POST',
    url: `${TRAINING_API}/KChart/HistradeStep`,
    data: a,
  });

/** POST /VETrain/KChart/HistradeSubmit: graded on the server from the recorded actions. */
export const histradeSubmit = (a: { sessionID: number }) =>
  http.call<HistradeResult>({
    method: 'POST',
    url: `${TRAINING_API}/KChart/HistradeSubmit`,
    data: a,
  });
