import type { HubAdapter, HubHandler } from './hub-adapter';

/**
 * Every push the server sends one user (server: features/trading/engine-core.ts `PUSH`, the user
 * import and delete of features/users, the strategy backtest of features/stockpick). The page keeps a handler for each of them for as long as a
 * hub is registered, so none arrives unhandled ("No client method with the name …").
 */
export const USER_PUSHES = {
  ORDER_UPDATE: 'StkOrderUpdate',
  TRADE_REPORT: 'StkTradeReport',
  IMPORT_PROGRESS: 'ImportProgress',
  DELETE_PROGRESS: 'DeleteProgress',
  BACKTEST_PROGRESS: 'BacktestProgress',
} as const;

export type UserPushName = (typeof USER_PUSHES)[keyof typeof USER_PUSHES];

/** The pushes that change a trading account: orders, fills, positions and cash. */
export const ACCOUNT_PUSH_NAMES: readonly UserPushName[] = [
  USER_PUSHES.ORDER_UPDATE,
  USER_PUSHES.TRADE_REPORT,
];

// Page-global (shared-kit is a federation singleton): listeners outlive a hub swap at re-login.
const listeners = new Map<string, Set<HubHandler>>();

function dispatch(name: string, args: unknown[]): void {
  listeners.get(name)?.forEach((listener) => {
    try {
      listener(...args);
    } catch (error) {
      console.error(`push listener for ${name} failed`, error);
    }
  });
}

/** Listens to one user push; returns the function that stops listening. */
export function onUserPush(name: UserPushName, listener: HubHandler): () => void {
  const set = listeners.get(name) ?? new Set<HubHandler>();
  set.add(listener);
  listeners.set(name, set);
  return () => {
    set.delete(listener);
  };
}

/** Listens to every push that changes the account (order updates and execution reports). */
export function onAccountPush(
  listener: (name: UserPushName, payload: unknown) => void,
): () => void {
  const offs = ACCOUNT_PUSH_NAMES.map((name) =>
    onUserPush(name, (payload: unknown) => listener(name, payload)),
  );
  return () => offs.forEach((off) => off());
}

/** Gives `hub` the page's handler for every user push (done when a hub is registered). */
export function attachUserPushes(hub: HubAdapter): void {
  Object.values(USER_PUSHES).forEach((name) =>
    hub.on(name, (...args: unknown[]) => dispatch(name, args)),
  );
}
