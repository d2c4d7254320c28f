import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** A contest type's defaults: its markets and a schedule starting at the next trading day's open. */
export type NewMatchDefaults = Pick<
  ApiData<'/VERace/MatchManage/GetNewMatchDefaults'>,
  | 'matchType'
  | 'breedIDs'
  | 'registrationStartTime'
  | 'registrationEndTime'
  | 'startTime'
  | 'endTime'
>;

/** GET /VERace/MatchManage/GetNewMatchDefaults (matchType) */
export function getNewMatchDefaults(matchType: number): Promise<NewMatchDefaults> {
  return http.call<NewMatchDefaults>(
    { method: 'GET', url: '/VERace/MatchManage/GetNewMatchDefaults', params: { matchType } },
    { toast: false },
  );
}
