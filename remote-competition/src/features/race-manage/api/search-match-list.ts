import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** A contest in the admin list: its basis info and trader count. */
export type ManagedMatch = Pick<
  ApiRow<'/VERace/MatchManage/SearchMatchList'>,
  | 'matchID'
  | 'matchName'
  | 'matchType'
  | 'organizer'
  | 'registrationStartTime'
  | 'registrationEndTime'
  | 'startTime'
  | 'endTime'
  | 'currentState'
  | 'isPublished'
  | 'isAudit'
  | 'traderCount'
  | 'maxTraders'
>;

/** GET /VERace/MatchManage/SearchMatchList (key, state, pageIndex, pageSize) */
export async function searchMatchList(a: {
  key?: string;
  state?: number;
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<ManagedMatch>> {
  return pageOf<ManagedMatch>(
    await http.call<ApiData<'/VERace/MatchManage/SearchMatchList'>>({
      method: 'GET',
      url: '/VERace/MatchManage/SearchMatchList',
      params: a,
    }),
  );
}
