import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** A trader's daily history and latest metrics (a RankingRow). */
export type HistoryMatchData = Pick<
  ApiData<'/VERace/MatchManage/GetHistoryMatchData'>,
  'matchID' | 'traderID' | 'days' | 'metrics'
>;

/** One trading day of a trader's history. */
export type HistoryDay = HistoryMatchData['days'][number];

/** GET /VERace/MatchManage/GetHistoryMatchData (MatchID, TraderID) */
export function getHistoryMatchData(a: {
  MatchID: number;
  TraderID: string;
}): Promise<HistoryMatchData> {
  return http.call<HistoryMatchData>(
    { method: 'GET', url: '/VERace/MatchManage/GetHistoryMatchData', params: a },
    { toast: false },
  );
}
