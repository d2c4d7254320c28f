import { downloadFile } from '@portal/shared-kit';
import type { RankingQuery } from './search-personal-rankings';

/** GET /VERace/Ranking/ExportPersonalRankingsRN (export of the ranking as shown) */
export function exportPersonalRankings(
  q: Omit<RankingQuery, 'pageIndex' | 'pageSize'>,
): Promise<string> {
  return downloadFile({
    url: '/VERace/Ranking/ExportPersonalRankingsRN',
    params: { ...q },
    fileName: '个人排名.xlsx',
  });
}
