import { http, session } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** Whose account a derivatives call acts on. */
export interface AccountParams {
  userID?: number;
  assetAccount?: number;
}

let cached: { key: string; params: AccountParams } | null = null;

/**
 * Whose account the calls act on: the signed-in user's asset account of the current contest
 * (QueryUserInfo, looked up once per user and contest); without one the server uses the default
 * contest's account.
 */
export async function accountParams(): Promise<AccountParams> {
  const { user, currentMatch } = session.getState();
  if (!user) return {};
  const userID = Number(user.UserID ?? user.Id);
  const matchID = currentMatch?.matchID ?? null;
  const key = `${userID}|${matchID ?? ''}`;
  if (cached?.key === key) return cached.params;
  let assetAccount: number | undefined;
  if (matchID !== null) {
    const data = await http
      .call<Pick<ApiData<'/TradeGW/HisQuery/QueryUserInfo'>, 'assetAccounts'>>(
        { method: 'POST', url: '/TradeGW/HisQuery/QueryUserInfo', data: { userID } },
        { toast: false },
      )
      .catch(() => undefined);
    assetAccount = data?.assetAccounts?.find((a) => a.matchID === matchID)?.accountid;
  }
  const params = { userID, ...(assetAccount !== undefined ? { assetAccount } : {}) };
  // An account not open yet (first visit of the contest) is looked up again next time.
  if (matchID === null || assetAccount !== undefined) cached = { key, params };
  return params;
}

/** POST to a derivatives route on behalf of the current account; `toast` shows server errors. */
export const postForAccount = async <T>(
  url: string,
  data: Record<string, unknown> = {},
  toast = true,
) =>
  http.call<T>({ method: 'POST', url, data: { ...(await accountParams()), ...data } }, { toast });
