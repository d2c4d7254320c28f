import { session } from '@portal/shared-kit';

/** Whose account the section trades: the trader of the current match (spec §3 Match.traderID). */
export interface TradingAccount {
  /** The `userID` of the trade gateway calls: the match's trader id, else the user id. */
  userID: string;
  matchID: number | null;
}

/** The current trading account, or null when nobody is signed in. */
export function currentAccount(): TradingAccount | null {
  const { user, currentMatch } = session.getState();
  if (!user) return null;
  const trader = currentMatch?.traderID;
  return {
    userID: String(trader !== undefined && trader !== null && trader !== '' ? trader : user.UserID),
    matchID: currentMatch?.matchID ?? null,
  };
}
