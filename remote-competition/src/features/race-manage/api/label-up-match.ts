import { http } from '@portal/shared-kit';

/** POST /VERace/MatchManage/LabelUpMatchNew */
export function labelUpMatch(a: {
  labelIDs: number[];
  matchId: number;
}): Promise<{ added: number; skipped: number }> {
  return http.call<{ added: number; skipped: number }>({
    method: 'POST',
    url: '/VERace/MatchManage/LabelUpMatchNew',
    data: a,
  });
}
