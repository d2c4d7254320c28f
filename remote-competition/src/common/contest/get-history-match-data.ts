import { http } from '@portal/shared-kit';
import type { Row } from '../api/field';
import type { ApiData } from '@portal/shared-kit/api-types';

/** One trading day of a trader's history. */
export interface HistoryDay {
  tradeDate: string;
  totalAssets: number;
  nav: number;
  dailyYield: number;
  totalYield: number;
  benchmarkClose: number | null;
}

/** A trader's daily history and latest metrics (a RankingRow). */
export type HistoryMatchData = Pick<
  ApiData<'/VERace/MatchManage/GetHistoryMatchData'>,
  'matchID' | 'traderID' | 'days' | 'metrics'
>;

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
