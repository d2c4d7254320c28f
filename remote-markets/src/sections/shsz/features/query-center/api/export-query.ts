import type { AccountParams } from '../../../account/account-params';

/** Query of an export link: the account and the token (downloads carry it in the URL). */
export const exportQuery = (account: AccountParams, token: string): string =>
  new URLSearchParams({
    userID: String(account.userID),
    ...(account.assetAccount !== undefined ? { assetAccount: String(account.assetAccount) } : {}),
    token,
  }).toString();

/** Starts a browser download of `url` (the server names the file). */
export function download(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
