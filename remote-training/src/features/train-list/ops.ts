import { getCasePanelList } from '../../common/api/get-case-panel-list';
import { searchTpInfos } from '../../common/api/search-tp-infos';
import { searchTpTypes } from '../../common/api/search-tp-types';
import { getTpInfo } from './api/get-tp-info';
import { searchAssignedExercises } from './api/search-exercises';

/** Endpoint clients of TrainList (projects and exercises), TrainListDetail and TrainGPInfo. */
export const trainListOps = {
  listProjects: searchTpInfos,
  listTpTypes: () => searchTpTypes(),
  projectDetail: getTpInfo,
  projectPanels: getCasePanelList,
  listAssignedExercises: () => searchAssignedExercises(),
};
