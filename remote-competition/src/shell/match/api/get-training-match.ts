import { http, type MatchInfo } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/**
 * GET /VERace/MatchManage/GetTrainingMatch: the running training's own account (its project's
 * hidden contest), or null when no training runs (issue 33 item 6).
 */
export async function getTrainingMatch(): Promise<MatchInfo | null> {
  const data = await http.call<ApiData<'/VERace/MatchManage/GetTrainingMatch'>>(
    { method: 'GET', url: '/VERace/MatchManage/GetTrainingMatch' },
    { toast: false },
  );
  return data && typeof data === 'object' && 'matchID' in data ? data : null;
}
