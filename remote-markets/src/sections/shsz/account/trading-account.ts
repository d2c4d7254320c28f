import { session } from '@portal/shared-kit';

/** Whose account the section trades: the signed-in user in the current match (spec §3). */
export interface TradingAccount {
  /** The `userID` of the trade calls: the signed-in user's id. */
  userID: number;
  /** The current match; the server picks the default contest's account when it is null. */
  matchID: number | null;
}

/** The current trading account, or null when nobody is signed in. */
export function currentAccount(): TradingAccount | null {
  const { user, currentMatch } = session.getState();
  if (!user) return null;
  return { userID: Number(user.UserID ?? user.Id), matchID: currentMatch?.matchID ?? null };
}
