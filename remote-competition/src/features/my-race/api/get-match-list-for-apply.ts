import { http, PAGE_SIZES } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** A contest open for enrolment (server ApplyItem). */
export type ApplyItem = Pick<
  ApiRow<'/VERace/MatchManage/GetMatchListForMatchApply'>,
  | 'matchID'
  | 'matchName'
  | 'matchType'
  | 'organizer'
  | 'registrationStartTime'
  | 'registrationEndTime'
  | 'startTime'
  | 'endTime'
  | 'currentState'
  | 'enrollStatus'
  | 'maxTraders'
  | 'traderCount'
  | 'hasCommand'
  | 'isJoined'
  | 'isTopMatch'
  | 'matchRule'
  | 'initialRMB'
  | 'breedNameList'
>;

/** GET /VERace/MatchManage/GetMatchListForMatchApply (key, pageIndex, pageSize) */
export async function getMatchListForApply(a: { key: string }): Promise<Paged<ApplyItem>> {
  return pageOf<ApplyItem>(
    await http.call<ApiData<'/VERace/MatchManage/GetMatchListForMatchApply'>>({
      method: 'GET',
      url: '/VERace/MatchManage/GetMatchListForMatchApply',
      params: { key: a.key, pageIndex: 1, pageSize: PAGE_SIZES.MATCH_LIST },
    }),
  );
}
