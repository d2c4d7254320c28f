import { http, PAGE_SIZES, type MatchInfo } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** GET /VERace/MatchManage/GetMatchOver (key, pageIndex, pageSize): my ended contests */
export async function getMatchOver(a: { key: string }): Promise<Paged<MatchInfo>> {
  return pageOf<ApiRow<'/VERace/MatchManage/GetMatchOver'>>(
    await http.call<ApiData<'/VERace/MatchManage/GetMatchOver'>>({
      method: 'GET',
      url: '/VERace/MatchManage/GetMatchOver',
      params: { key: a.key, pageIndex: 1, pageSize: PAGE_SIZES.MATCH_LIST },
    }),
  );
}
