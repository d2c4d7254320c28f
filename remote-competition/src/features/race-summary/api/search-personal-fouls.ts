import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

/**
 * The order a violation was recorded for, as the contest risk check writes it (the server's
 * answer declares it free-form JSON, so its fields are named here).
 */
export interface FoulOrder {
  market: string;
  code: string;
  side: number;
  qty: number;
  price: number;
  action: string;
}

/** A violation record (server FoulRecord). */
export type FoulRecord = Pick<
  ApiRow<'/VERace/FoulsRecord/SearchPersonalFoulsRecordList'>,
  'foulID' | 'matchName' | 'code' | 'foulContent' | 'createTime' | 'isRead'
> & { orderInfo: FoulOrder };

/** POST /VERace/FoulsRecord/SearchPersonalFoulsRecordList (MatchID, pageIndex, pageSize) */
export async function searchPersonalFouls(a: {
  MatchID: number;
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<FoulRecord>> {
  return pageOf<FoulRecord>(
    await http.call<ApiData<'/VERace/FoulsRecord/SearchPersonalFoulsRecordList'>>(
      { method: 'POST', url: '/VERace/FoulsRecord/SearchPersonalFoulsRecordList', data: a },
      { toast: false },
    ),
  );
}
