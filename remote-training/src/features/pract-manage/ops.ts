import { getLogDetails } from '../../common/api/get-log-details';
import { getLogs } from '../../common/api/get-logs';
import { searchTpInfos } from '../../common/api/search-tp-infos';
import { searchTpTypes } from '../../common/api/search-tp-types';
import {
  addTpInfo,
  addTpType,
  allClasses,
  assignTpInfo,
  deleteTpInfo,
  deleteTpType,
  scoreLog,
  updateTpInfo,
  updateTpType,
} from './api/pract-api';

/** Endpoint clients of TrainPractManage. */
export const practOps = {
  practProjects: searchTpInfos,
  practTypes: () => searchTpTypes(),
  practClasses: () => allClasses(),
  practLogs: getLogs,
  practLogDetails: getLogDetails,
  addTpInfo,
  updateTpInfo,
  deleteTpInfo,
  assignTpInfo,
  scoreLog,
  addTpType,
  updateTpType,
  deleteTpType,
};
