import type { ApiPage } from '@portal/shared-kit/api-types';
import { http } from '@portal/shared-kit';
import { TRAINING_API } from './training-prefix';
import type { Paged, TpInfo } from './training-types';

/** GET /VETrain/TPInfo/SearchTPInfos (ProductTag 0; students get their class's projects) */
export function searchTpInfos(a: {
  tpTypeID?: number;
  searchKey?: string;
  pageIndex?: number;
  pageSize?: number;
}): Promise<Paged<TpInfo>> {
  return http.call<ApiPage<'/VETrain/TPInfo/SearchTPInfos', TpInfo>>({
    method: 'GET',
    url: `${TRAINING_API}/TPInfo/SearchTPInfos`,
    params: { ProductTag: 0, pageIndex: 1, pageSize: 100, ...a },
  });
}
