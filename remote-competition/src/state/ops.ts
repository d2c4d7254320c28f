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
import { addMatch } from '../features/race-manage/api/add-match';
import { auditMatch } from '../features/race-manage/api/audit-match';
import { deleteMatch } from '../features/race-manage/api/delete-match';
import { endMatch } from '../features/race-manage/api/end-match';
import { getBreedCatalogue } from '../features/race-manage/api/get-breed-catalogue';
import { getMatchTraders } from '../features/race-manage/api/get-match-traders';
import { labelUpMatch } from '../features/race-manage/api/label-up-match';
import { publishMatch } from '../features/race-manage/api/publish-match';
import { searchMatchList } from '../features/race-manage/api/search-match-list';
import { setTraderState } from '../features/race-manage/api/set-trader-state';
import { updateMatch } from '../features/race-manage/api/update-match';
import { getMatchListForApply } from '../features/my-race/api/get-match-list-for-apply';
import { joinExercising } from '../features/my-race/api/join-exercising';
import { signUpMatch } from '../features/my-race/api/sign-up-match';
import { addCombine } from '../features/combine/api/add-combine';
import { deleteCombine } from '../features/combine/api/delete-combine';
import { searchCombineDailyYield } from '../features/combine/api/search-combine-daily-yield';
import { searchClassRankings } from '../features/group-analysis/api/search-class-rankings';
import { getTeamRankings } from '../features/group-analysis/api/get-team-rankings';
import { searchPersonalFouls } from '../features/race-summary/api/search-personal-fouls';
import { readRecords } from '../features/race-summary/api/read-records';
import { getForexSummary } from '../common/contest/get-forex-summary';
import { getMatchOver } from '../features/race-info/api/get-match-over';
import { getMyTeam } from '../features/my-team/api/get-my-team';
import { queryHoldings, queryWorkingOrders } from '../features/mainmatch/api/account-lists';
import { getMatchRules } from '../features/mainmatch/api/get-match-rules';
import { searchSecurities } from '../features/mainmatch/api/search-securities';
import * as stockpick from '../features/screener/api/stockpick-api';
import * as f9 from '../features/deep-data/api/f9-api';
import * as expReport from '../features/exp-report/api/contest-report-api';
import * as scenarios from '../features/market-scenario/api/scenario-api';

/**
 * Every endpoint client the area's pages read or write through the data saga, by name.
 * Components name an operation; only sagas call the clients.
 */
export const ops = {
  searchSecurities: (a: { keyword: string }) => searchSecurities(a.keyword),
  queryHoldings,
  queryWorkingOrders,
  getMatchRules,
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
  addMatch,
  auditMatch,
  deleteMatch,
  endMatch,
  getMatchTraders,
  labelUpMatch,
  publishMatch,
  searchMatchList,
  setTraderState,
  updateMatch,
  getBreedCatalogue: () => getBreedCatalogue(),
  getMatchListForApply,
  signUpMatch,
  joinExercising: () => joinExercising(),
  addCombine,
  deleteCombine,
  searchCombineDailyYield,
  searchClassRankings,
  getTeamRankings,
  searchPersonalFouls,
  readRecords,
  getForexSummary,
  getMatchOver,
  getMyTeam,
  getIndexList: () => stockpick.getIndexList(),
  getPlateList: () => stockpick.getPlateList(),
  getIndexRange: () => stockpick.getIndexRange(),
  queryStocks: stockpick.queryStocks,
  getSchemes: () => stockpick.getSchemes(),
  saveScheme: stockpick.saveScheme,
  deleteScheme: stockpick.deleteScheme,
  getSchemeDetail: stockpick.getSchemeDetail,
  runBacktest: stockpick.runBacktest,
  getBacktests: stockpick.getBacktests,
  getBacktestReport: stockpick.getBacktestReport,
  getF9Profile: f9.getF9Profile,
  getF9Finance: f9.getF9Finance,
  getF9Holders: f9.getF9Holders,
  searchMyContestReports: () => expReport.searchMyContestReports(),
  getContestReport: expReport.getContestReport,
  saveContestReport: expReport.saveContestReport,
  listScenarios: () => scenarios.listScenarios(),
  addScenario: scenarios.addScenario,
  cancelScenario: scenarios.cancelScenario,
};

export type Ops = typeof ops;
