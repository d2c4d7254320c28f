import type { ApiPage } from '@portal/shared-kit/api-types';
import { http } from '@portal/shared-kit';
import { TRAINING_API } from './training-prefix';
import type { Paged, TrainLog } from './training-types';

/** GET /VETrain/TrainLog/GetLogs (students: their own; teachers filter by class, project, user) */
export function getLogs(a: {
  classID?: number;
  tpInfoID?: number;
  userID?: number;
  pageIndex?: number;
  pageSize?: number;
}): Promise<Paged<TrainLog>> {
  return http.call<ApiPage<'/VETrain/TrainLog/GetLogs', TrainLog>>({
    method: 'GET',
    url: `${TRAINING_API}/TrainLog/GetLogs`,
    params: { pageIndex: 1, pageSize: 20, ...a },
  });
}
