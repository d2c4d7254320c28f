import { http } from '@portal/shared-kit';
import type { Row } from '../api/field';
import { listOf } from '../api/list-of';

/** GET /VERace/MatchManage/GetHistoryMatchData (MatchID, TraderID): daily assets and yields. */
export async function getHistoryMatchData(a: {
  MatchID: number;
  TraderID: string;
}): Promise<Row[]> {
  const data = await http.call<unknown>(
    { method: 'GET', url: '/VERace/MatchManage/GetHistoryMatchData', params: a },
    { toast: false },
  );
  return listOf<Row>(data);
}
