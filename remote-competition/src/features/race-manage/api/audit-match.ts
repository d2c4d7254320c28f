import { http } from '@portal/shared-kit';
import type { MatchDetail } from '../../../common/contest/get-match-detail';
/** POST /VERace/MatchManage/AuditMatch */
export function auditMatch(a: { matchID: number; isAudit: boolean }): Promise<MatchDetail> {
  return http.call<MatchDetail>({ method: 'POST', url: '/VERace/MatchManage/AuditMatch', data: a });
}
