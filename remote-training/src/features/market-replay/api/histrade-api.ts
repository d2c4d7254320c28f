import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { AttemptInfo, Candle } from './kchart-api';
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

export interface HistradeResult extends AttemptInfo {
  sessionID: number;
  seed: number;
  score: number;
  /** Whether the score counts (the first finished sessions of a quiz number its rule allows). */
  counted: boolean;
  /** Final equities, yuan, and returns, %. */
  equity: number;
  holdEquity: number;
  bestEquity: number;
  studentReturn: number;
  holdReturn: number;
  bestReturn: number;
  trades: { bar: number; side: number; qty: number; price: number }[];
  /** Every bar of the window and the security, shown once graded. */
  bars: Candle[];
  name: string;
  /** The source security and the dates of the window (the prices were rebased). */
  reveal?: { code: string; name: string; from: string; to: string };
}

/** POST /VETrain/KChart/HistradeStart: a new session (or the open one of the same set number). */
export const histradeStart = (a: { seed?: number }) =>
  http.call<HistradeState>({
    method: 'POST',
    url: `${TRAINING_API}/KChart/HistradeStart`,
    data: a,
  });

/** POST /VETrain/KChart/HistradeStep: action 0 持有, 1 买入, 2 卖出 at step `step`; one bar more. */
export const histradeStep = (a: { sessionID: number; step: number; action: number }) =>
  http.call<HistradeState>({ method: 'POST', url: `${TRAINING_API}/KChart/HistradeStep`, data: a });

/** POST /VETrain/KChart/HistradeSubmit: graded on the server from the recorded actions. */
export const histradeSubmit = (a: { sessionID: number }) =>
  http.call<HistradeResult>({
    method: 'POST',
    url: `${TRAINING_API}/KChart/HistradeSubmit`,
    data: a,
  });
