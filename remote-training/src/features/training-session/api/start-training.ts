import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';

/** POST /VETrain/TrainLog/Start (tpInfoID → the log ids) */
export function startTraining(a: { tpInfoID: number }): Promise<number[]> {
  return http.call<number[]>({
    method: 'POST',
    url: `${TRAINING_API}/TrainLog/Start`,
    data: { tpInfoID: a.tpInfoID },
  });
}
