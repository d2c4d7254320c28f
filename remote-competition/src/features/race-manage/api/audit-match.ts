import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { MatchDetail } from '../../../common/contest/get-match-detail';
/** POST /VERace/MatchManage/AuditMatch */
export function auditMatch(a: { matchID: number; isAudit: boolean }): Promise<MatchDetail> {
  return http.call<ApiData<'/VERace/MatchManage/AuditMatch'>>({
    method: 'POST',
    url: '/VERace/MatchManage/AuditMatch',
    data: a,
  });
}
