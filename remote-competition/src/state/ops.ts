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
};

export type Ops = typeof ops;
