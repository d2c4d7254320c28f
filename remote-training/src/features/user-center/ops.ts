import { getLogDetails } from '../../common/api/get-log-details';
import { getLogs } from '../../common/api/get-logs';
import {
  changeMobilePhone,
  changePassword,
  getMyUserInfo,
  sendPhoneCode,
  updateUserInfo,
} from './api/account-api';
import { exportMyTrainings, searchMyFouls } from './api/result-api';

/** Endpoint clients of TrainUserCenter. */
export const userCenterOps = {
  myUserInfo: () => getMyUserInfo(),
  updateUserInfo,
  changePassword,
  sendPhoneCode,
  changeMobilePhone,
  myLogs: getLogs,
  myLogDetails: getLogDetails,
  exportMyTrainings: () => exportMyTrainings(),
  searchMyFouls,
};
