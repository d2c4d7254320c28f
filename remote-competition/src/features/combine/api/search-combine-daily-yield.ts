import { http } from '@portal/shared-kit';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** One day of a combine's performance. */
export interface CombineDay {
  tradeDate: string;
  totalAssets: number;
  nav: number;
  dailyYield: number;
  totalYield: number;
}

/** GET /VERace/Ranking/SearchCombineDailyYield (combineID, pageIndex, pageSize) */
export async function searchCombineDailyYield(a: {
  combineID: number;
}): Promise<Paged<CombineDay>> {
  return pageOf<CombineDay>(
    await http.call<unknown>({
      method: 'GET',
      url: '/VERace/Ranking/SearchCombineDailyYield',
      params: { combineID: a.combineID, pageIndex: 1, pageSize: 1000 },
    }),
  );
}
