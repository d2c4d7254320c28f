import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import { TRAINING_API } from '../../../common/api/training-prefix';

/** What End answers (true). */
type EndAnswer = ApiData<'/VETrain/TrainLog/End'>;

/** POST /VETrain/TrainLog/End (the log ids of the running training) */
export function endTraining(a: { logIDs: readonly string[] }): Promise<EndAnswer> {
  return http.call<EndAnswer>({
    method: 'POST',
    url: `${TRAINING_API}/TrainLog/End`,
    data: { logIDs: a.logIDs.join(',') },
  });
}
