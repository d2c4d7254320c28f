import { getCasePanelList } from '../../common/api/get-case-panel-list';
import { searchTpInfos } from '../../common/api/search-tp-infos';
import { endTraining } from './api/end-training';
import { startTraining } from './api/start-training';

/** Endpoint clients of the training session (header button and task panel). */
export const sessionOps = {
  startTraining,
  endTraining,
  sessionProjects: () => searchTpInfos({}),
  sessionCasePanels: getCasePanelList,
};
