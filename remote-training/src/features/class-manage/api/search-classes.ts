import type { ApiPage } from '@portal/shared-kit/api-types';
import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { Paged, TrainClass } from '../../../common/api/training-types';

/** GET /VETrain/Class/SearchClasses */
export function searchClasses(a: {
  searchKey?: string;
  pageIndex?: number;
  pageSize?: number;
}): Promise<Paged<TrainClass>> {
  return http.call<ApiPage<'/VETrain/Class/SearchClasses', TrainClass>>({
    method: 'GET',
    url: `${TRAINING_API}/Class/SearchClasses`,
    params: { pageIndex: 1, pageSize: 20, ...a },
  });
}
