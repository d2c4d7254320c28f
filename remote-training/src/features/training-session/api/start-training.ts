import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import { TRAINING_API } from '../../../common/api/training-prefix';

/** The ids of the logs the training opened. */
type StartedLogIDs = ApiData<'/VETrain/TrainLog/Start'>;

/** POST /VETrain/TrainLog/Start (tpInfoID → the log ids) */
export function startTraining(a: { tpInfoID: number }): Promise<StartedLogIDs> {
  return http.call<StartedLogIDs>({
    method: 'POST',
    url: `${TRAINING_API}/TrainLog/Start`,
    data: { tpInfoID: a.tpInfoID },
  });
}
