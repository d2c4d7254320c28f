import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';

/** POST /VETrain/TrainLog/End (the log ids of the running training) */
export function endTraining(a: { logIDs: readonly string[] }): Promise<boolean> {
  return http.call<boolean>({
    method: 'POST',
    url: `${TRAINING_API}/TrainLog/End`,
    data: { logIDs: a.logIDs.join(',') },
  });
}
