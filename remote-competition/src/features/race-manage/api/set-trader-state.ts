import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** POST /VERace/MatchManage/SetTraderState (traderID, traderState 0 normal / 1 disabled) */
export function setTraderState(a: {
  traderID: number;
  traderState: number;
}): Promise<ApiData<'/VERace/MatchManage/SetTraderState'>> {
  return http.call<ApiData<'/VERace/MatchManage/SetTraderState'>>({
    method: 'POST',
    url: '/VERace/MatchManage/SetTraderState',
    data: a,
  });
}
