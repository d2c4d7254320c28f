import { http } from '@portal/shared-kit';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** A violation record (server FoulRecord). */
export interface FoulRecord {
  foulID: number;
  matchName: string;
  code: number;
  foulContent: string;
  orderInfo: {
    market: string;
    code: string;
    side: number;
    qty: number;
    price: number;
    action: string;
  };
  createTime: string;
  isRead: boolean;
}

/** POST /VERace/FoulsRecord/SearchPersonalFoulsRecordList (MatchID, pageIndex, pageSize) */
export async function searchPersonalFouls(a: {
  MatchID: number;
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<FoulRecord>> {
  return pageOf<FoulRecord>(
    await http.call<unknown>(
      { method: 'POST', url: '/VERace/FoulsRecord/SearchPersonalFoulsRecordList', data: a },
      { toast: false },
    ),
  );
}
