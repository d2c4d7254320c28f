import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { AttemptInfo } from './kchart-api';

/** A minute of a 分时 chart: HH:mm (Beijing time), last price, 均价 and volume (shares). */
export interface TimeSharMinute {
  time: string;
  price: number;
  avg: number;
  volume: number;
}

export interface TimeSharQuiz {
  seed: number;
  prevClose: number;
  minutes: TimeSharMinute[];
  questions: { index: number; prompt: string; options: string[] }[];
}

export interface TimeSharResult extends AttemptInfo {
  score: number;
  results: { correct: boolean; answer: string }[];
  /** The stock and the day (with the final attempt). */
  name?: string;
  date?: string;
}

/** GET /VETrain/KChart/TimeSharQuiz */
export const timeSharQuiz = (a: { seed?: number }) =>
  http.call<TimeSharQuiz>({ method: 'GET', url: `${TRAINING_API}/KChart/TimeSharQuiz`, params: a });

/** POST /VETrain/KChart/TimeSharSubmit: option index per question, −1 unanswered. */
export const timeSharSubmit = (a: { seed: number; answers: number[] }) =>
  http.call<TimeSharResult>({
    method: 'POST',
    url: `${TRAINING_API}/KChart/TimeSharSubmit`,
    data: a,
  });
