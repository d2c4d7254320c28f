import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { AttemptInfo } from './kchart-api';
import type { ApiData } from '@portal/shared-kit/api-types';

export type TimeSharQuiz = Pick<
  ApiData<'/VETrain/KChart/TimeSharQuiz'>,
  'seed' | 'prevClose' | 'minutes' | 'questions'
>;

/** A minute of a 分时 chart: HH:mm (Beijing time), last price, 均价 and volume (shares). */
export type TimeSharMinute = TimeSharQuiz['minutes'][number];

/** A graded quiz; the stock and the day come with the final attempt. */
export type TimeSharResult = Pick<
  ApiData<'/VETrain/KChart/TimeSharSubmit'>,
  keyof AttemptInfo | 'score' | 'results' | 'name' | 'date'
>;

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
