import { http } from '@portal/shared-kit';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** A contest in the admin list: its basis info and trader count. */
export interface ManagedMatch {
  matchID: number;
  matchName: string;
  matchType: number;
  organizer: string;
  registrationStartTime: string;
  registrationEndTime: string;
  startTime: string;
  endTime: string;
  currentState: number;
  isPublished: boolean;
  isAudit: boolean;
  traderCount: number;
  maxTraders: number;
}

/** GET /VERace/MatchManage/SearchMatchList (key, state, pageIndex, pageSize) */
export async function searchMatchList(a: {
  key?: string;
  state?: number;
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<ManagedMatch>> {
  return pageOf<ManagedMatch>(
    await http.call<unknown>({
      method: 'GET',
      url: '/VERace/MatchManage/SearchMatchList',
      params: a,
    }),
  );
}
