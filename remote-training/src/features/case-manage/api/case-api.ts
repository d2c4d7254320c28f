import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow, ApiPage } from '@portal/shared-kit/api-types';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { CasePanel, TpInfo } from '../../../common/api/training-types';

/** A project with its configured case panels. */
type ConfiguredRow = ApiRow<'/VETrain/CasePanel/GetConfiguredCasePanelList'>;

export type ConfiguredProject = Pick<ConfiguredRow, keyof TpInfo> & {
  casePanels: Pick<ConfiguredRow['casePanels'][number], keyof CasePanel>[];
};

/** GET /VETrain/CasePanel/GetConfiguredCasePanelList */
export const getConfiguredCasePanels = (a: {
  searchKey: string;
  pageIndex: number;
  pageSize: number;
}) =>
  http.call<ApiPage<'/VETrain/CasePanel/GetConfiguredCasePanelList', ConfiguredProject>>({
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
  http.call<Pick<ApiData<'/VETrain/CasePanel/SubmitCasePanel'>, keyof CasePanel>>({
    method: 'POST',
    url: `${TRAINING_API}/CasePanel/SubmitCasePanel`,
    data: a,
  });

/** POST /VETrain/CasePanel/DeleteCasePanel */
export const deleteCasePanel = (a: { casePanelID: number }) =>
  http.call<ApiData<'/VETrain/CasePanel/DeleteCasePanel'>>({
    method: 'POST',
    url: `${TRAINING_API}/CasePanel/DeleteCasePanel`,
    data: a,
  });
