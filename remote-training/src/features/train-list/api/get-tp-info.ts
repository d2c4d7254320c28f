import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { TpInfo } from '../../../common/api/training-types';

/** GET /VETrain/TPInfo/GetTPInfo (one project) */
export function getTpInfo(a: { tpInfoID: number }): Promise<TpInfo> {
  return http.call<Pick<ApiData<'/VETrain/TPInfo/GetTPInfo'>, keyof TpInfo>>({
    method: 'GET',
    url: `${TRAINING_API}/TPInfo/GetTPInfo`,
    params: { tpInfoID: a.tpInfoID },
  });
}
