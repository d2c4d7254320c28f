import { http } from '@portal/shared-kit';
import { TRAINING_API } from './training-prefix';
import type { TrainLog } from './training-types';
import type { ApiData } from '@portal/shared-kit/api-types';

/** A log with the trading done inside it. */
export type LogDetails = Pick<
  NonNullable<ApiData<'/VETrain/TrainLog/GetLogDetails'>>,
  keyof TrainLog | 'orders' | 'fills' | 'fillCount' | 'buyAmount' | 'sellAmount'
>;

/** GET /VETrain/TrainLog/GetLogDetails */
export function getLogDetails(a: { logID: number }): Promise<LogDetails> {
  return http.call<LogDetails>({
    method: 'GET',
    url: `${TRAINING_API}/TrainLog/GetLogDetails`,
    params: { logID: a.logID },
  });
}
