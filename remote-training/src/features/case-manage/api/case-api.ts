import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { CasePanel, Paged, TpInfo } from '../../../common/api/training-types';

/** A project with its configured case panels. */
export type ConfiguredProject = TpInfo & { casePanels: CasePanel[] };

/** GET /VETrain/CasePanel/GetConfiguredCasePanelList */
export const getConfiguredCasePanels = (a: {
  searchKey: string;
  pageIndex: number;
  pageSize: number;
}) =>
  http.call<Paged<ConfiguredProject>>({
    method: 'GET',
    url: `${TRAINING_API}/CasePanel/GetConfiguredCasePanelList`,
    params: a,
  });

/** POST /VETrain/CasePanel/SubmitCasePanel (with casePanelID: an edit) */
export const submitCasePanel = (a: {
  casePanelID?: number;
  tpInfoID: number;
  title: string;
  content: string;
  sort: number;
}) =>
  http.call<CasePanel>({
    method: 'POST',
    url: `${TRAINING_API}/CasePanel/SubmitCasePanel`,
    data: a,
  });

/** POST /VETrain/CasePanel/DeleteCasePanel */
export const deleteCasePanel = (a: { casePanelID: number }) =>
  http.call<boolean>({ method: 'POST', url: `${TRAINING_API}/CasePanel/DeleteCasePanel`, data: a });
