import { http, PAGE_SIZES } from '@portal/shared-kit';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** A contest open for enrolment (server ApplyItem). */
export interface ApplyItem {
  matchID: number;
  matchName: string;
  matchType: number;
  organizer: string;
  registrationStartTime: string;
  registrationEndTime: string;
  startTime: string;
  endTime: string;
  currentState: number;
  enrollStatus: number;
  maxTraders: number;
  traderCount: number;
  hasCommand: boolean;
  isJoined: boolean;
  isTopMatch: boolean;
  matchRule: string;
  initialRMB: number;
  breedNameList: string[];
}

/** GET /VERace/MatchManage/GetMatchListForMatchApply (key, pageIndex, pageSize) */
export async function getMatchListForApply(a: { key: string }): Promise<Paged<ApplyItem>> {
  return pageOf<ApplyItem>(
    await http.call<unknown>({
      method: 'GET',
      url: '/VERace/MatchManage/GetMatchListForMatchApply',
      params: { key: a.key, pageIndex: 1, pageSize: PAGE_SIZES.MATCH_LIST },
    }),
  );
}
