import { getMinValues } from '../common/quotation/get-min-values';
import { getPlateQuotes } from '../common/quotation/get-plate-quotes';
import { getQuotes } from '../common/quotation/get-quotes';
import { getPlates } from '../features/market-center/api/get-plates';
import { changeMobilePhone } from '../features/user-info/api/change-mobile-phone';
import { changePassword } from '../features/user-info/api/change-password';
import { getMyUserInfo } from '../features/user-info/api/get-my-user-info';
import { sendVerifyCode } from '../features/user-info/api/send-verify-code';
import { updateUserInfo } from '../features/user-info/api/update-user-info';
import { getMatchDetail } from '../common/contest/get-match-detail';
import { exportPersonalRankings } from '../features/rank/api/export-personal-rankings';
import { getMyLatestRanking } from '../features/rank/api/get-my-latest-ranking';
import { searchPersonalRankings } from '../features/rank/api/search-personal-rankings';
import { getHistoryMatchData } from '../common/contest/get-history-match-data';
import { bankSecuritiesTransfer } from '../features/funds/api/bank-securities-transfer';
import { exportTransferRecords } from '../features/funds/api/export-transfer-records';
import { getTransferRecordSummary } from '../features/funds/api/get-transfer-record-summary';
import { getTransferRecords } from '../features/funds/api/get-transfer-records';
import { queryUserAssets } from '../features/funds/api/query-user-assets';
import { addLabel } from '../features/user-manage/api/add-label';
import { addUserByAdmin } from '../features/user-manage/api/add-user-by-admin';
import { addUsersToLabel } from '../features/user-manage/api/add-users-to-label';
import { deleteLabel } from '../features/user-manage/api/delete-label';
import { deleteUserInfo } from '../features/user-manage/api/delete-user-info';
import { downloadImportErrors } from '../features/user-manage/api/download-import-errors';
import { downloadUserTemplate } from '../features/user-manage/api/download-user-template';
import { importUserByExcel } from '../features/user-manage/api/import-user-by-excel';
import { resetLoginWrong } from '../features/user-manage/api/reset-login-wrong';
import { resetPassword } from '../features/user-manage/api/reset-password';
import { searchLabelList } from '../features/user-manage/api/search-label-list';
import { searchUser } from '../features/user-manage/api/search-user';
import { updateUserInfoByManage } from '../features/user-manage/api/update-user-info-by-manage';
import { searchSecurities } from '../features/mainmatch/api/search-securities';

/**
 * Every endpoint client the area's pages read or write through the data saga, by name.
 * Components name an operation; only sagas call the clients.
 */
export const ops = {
  searchSecurities: (a: { keyword: string }) => searchSecurities(a.keyword),
  getQuotes,
  getMinValues,
  getPlateQuotes,
  getPlates,
  getMyUserInfo: () => getMyUserInfo(),
  updateUserInfo,
  changePassword,
  changeMobilePhone,
  sendVerifyCode,
  getMatchDetail,
  searchPersonalRankings,
  exportPersonalRankings,
  getMyLatestRanking,
  getHistoryMatchData,
  queryUserAssets,
  bankSecuritiesTransfer,
  getTransferRecords,
  getTransferRecordSummary,
  exportTransferRecords,
  addLabel,
  addUserByAdmin,
  addUsersToLabel,
  deleteLabel,
  deleteUserInfo,
  downloadImportErrors,
  importUserByExcel,
  resetLoginWrong,
  resetPassword,
  searchLabelList,
  searchUser,
  updateUserInfoByManage,
  downloadUserTemplate: () => downloadUserTemplate(),
};

export type Ops = typeof ops;
