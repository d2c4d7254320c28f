import { http } from '@portal/shared-kit';
import { TRAINING_API } from './training-prefix';
import type { CasePanel } from './training-types';

/** GET /VETrain/CasePanel/GetCasePanelList (TpInfoID, IsReturnList true: the panels only) */
export function getCasePanelList(a: { tpInfoID: number }): Promise<CasePanel[]> {
  return http.call<CasePanel[]>({
    method: 'GET',
    url: `${TRAINING_API}/CasePanel/GetCasePanelList`,
    params: { TpInfoID: a.tpInfoID, IsReturnList: true },
  });
}
