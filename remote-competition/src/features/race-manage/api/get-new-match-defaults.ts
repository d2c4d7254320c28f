import { http } from '@portal/shared-kit';

/** A contest type's defaults: its markets and a schedule starting at the next trading day's open. */
export interface NewMatchDefaults {
  matchType: number;
  breedIDs: number[];
  registrationStartTime: string;
  registrationEndTime: string;
  startTime: string;
  endTime: string;
}

/** GET /VERace/MatchManage/GetNewMatchDefaults (matchType) */
export function getNewMatchDefaults(matchType: number): Promise<NewMatchDefaults> {
  return http.call<NewMatchDefaults>(
    { method: 'GET', url: '/VERace/MatchManage/GetNewMatchDefaults', params: { matchType } },
    { toast: false },
  );
}
