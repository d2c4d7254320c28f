import type { Dispatch } from '@reduxjs/toolkit';
import { onUserPush, USER_PUSHES, type UserPushName } from '../realtime';
import { portalApi, type PortalTag } from './portal-api';

/**
 * What each user push makes stale in the cache. Order updates and execution reports are the only
 * pushes of account data (server: features/trading/engine-core.ts `PUSH`): an order freezes cash
 * and closable quantity, a fill moves positions, cash and the order's filled quantity. Progress
 * pushes carry no cached data: their pages follow them directly (use-import-progress, the
 * strategy backtest). Typed over every user push, so a new push cannot go without an entry.
 */
export const PUSH_TAGS: Readonly<Record<UserPushName, readonly PortalTag[]>> = {
  [USER_PUSHES.ORDER_UPDATE]: ['Order', 'Capital', 'Position'],
  [USER_PUSHES.TRADE_REPORT]: ['Fill', 'Order', 'Capital', 'Position'],
  [USER_PUSHES.IMPORT_PROGRESS]: [],
  [USER_PUSHES.DELETE_PROGRESS]: [],
  [USER_PUSHES.BACKTEST_PROGRESS]: [],
};

/**
 * Bridges the hub's user pushes to the portal API: each push invalidates its tags, so every
 * mounted read of those tags reloads at once (RTK Query delays an invalidation while a read is
 * under way, so a burst of pushes costs one more read, not one per push). Quote pushes patch
 * cached rows where a page follows them (`useQuotePushes` + `updateQueryData`).
 * @returns the function that stops the bridge
 */
export function attachPushBridge(dispatch: Dispatch): () => void {
  const offs = (Object.keys(PUSH_TAGS) as UserPushName[])
    .filter((name) => PUSH_TAGS[name].length > 0)
    .map((name) =>
      onUserPush(name, () => {
        dispatch(portalApi.util.invalidateTags([...PUSH_TAGS[name]]));
      }),
    );
  return () => offs.forEach((off) => off());
}
