import { getCasePanelList } from '../../common/api/get-case-panel-list';
import { searchTpInfos } from '../../common/api/search-tp-infos';
import { deleteCasePanel, getConfiguredCasePanels, submitCasePanel } from './api/case-api';

/** Endpoint clients of TrainCaseManage and addCasePanel. */
export const caseOps = {
  getConfiguredCasePanels,
  submitCasePanel,
  deleteCasePanel,
  caseProjects: () => searchTpInfos({ pageSize: 1000 }),
  casePanelsOf: getCasePanelList,
};
