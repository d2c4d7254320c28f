import { currentAccount } from './trading-account';
import type { AccountParams } from './account-params';
import { queryUserInfo } from './query-user-info';

let cached: { key: string; params: AccountParams } | null = null;

/**
 * The account parameters of trade calls: the user, plus the asset account of the current match
 * (looked up once per user and match). Null when nobody is signed in. The sagas `call` it and
 * the portal API's account reads await it (account-reads.ts).
 */
export async function accountParams(): Promise<AccountParams | null> {
  const account = currentAccount();
  if (!account) return null;
  const key = `${account.userID}|${account.matchID ?? ''}`;
  if (cached?.key === key) return cached.params;
  let assetAccount: number | undefined;
  if (account.matchID !== null) {
    try {
      const list = await queryUserInfo(account.userID);
      assetAccount = list.find((a) => a.matchID === account.matchID)?.accountid;
    } catch {
      // Without it the server uses the account of the default contest.
    }
  }
  const params: AccountParams = {
    userID: account.userID,
    ...(assetAccount !== undefined ? { assetAccount } : {}),
  };
  cached = { key, params };
  return params;
}
