import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** One day of a combine's performance. */
export type CombineDay = Pick<
  ApiRow<'/VERace/Ranking/SearchCombineDailyYield'>,
  'tradeDate' | 'totalAssets' | 'nav' | 'dailyYield' | 'totalYield'
>;

/** GET /VERace/Ranking/SearchCombineDailyYield (combineID, pageIndex, pageSize) */
export async function searchCombineDailyYield(a: {
  combineID: number;
}): Promise<Paged<CombineDay>> {
  return pageOf<CombineDay>(
    await http.call<ApiData<'/VERace/Ranking/SearchCombineDailyYield'>>({
      method: 'GET',
      url: '/VERace/Ranking/SearchCombineDailyYield',
      params: { combineID: a.combineID, pageIndex: 1, pageSize: 1000 },
    }),
  );
}
