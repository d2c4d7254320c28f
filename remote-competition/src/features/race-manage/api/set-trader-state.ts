import { http } from '@portal/shared-kit';

/** POST /VERace/MatchManage/SetTraderState (traderID, traderState 0 normal / 1 disabled) */
export function setTraderState(a: { traderID: string; traderState: number }): Promise<boolean> {
  return http.call<boolean>({ method: 'POST', url: '/VERace/MatchManage/SetTraderState', data: a });
}
