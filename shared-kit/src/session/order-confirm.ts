import { useSyncExternalStore } from 'react';

/**
 * The user's order-confirmation setting (二次确认, issue 23). The spec has no settings call, so it
 * lives in localStorage per user id; on by default.
 */
export const ORDER_CONFIRM_KEY_PREFIX = 'portalPrefs.orderConfirm.';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const keyOf = (userId: string | number) => `${ORDER_CONFIRM_KEY_PREFIX}${userId}`;

/** True unless the user turned the order confirmation off. */
export function orderConfirmEnabled(userId: string | number | null | undefined): boolean {
  if (userId === null || userId === undefined || userId === '') return true;
  return storage()?.getItem(keyOf(userId)) !== 'off';
}

/** Turns the user's order confirmation on or off (the personal center, or 不再提示 in the dialog). */
export function setOrderConfirmEnabled(userId: string | number, enabled: boolean): void {
  const s = storage();
  if (!s) return;
  if (enabled) s.removeItem(keyOf(userId));
  else s.setItem(keyOf(userId), 'off');
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The setting of `userId`, re-rendering when it changes. */
export function useOrderConfirm(userId: string | number | null | undefined): boolean {
  const read = () => orderConfirmEnabled(userId);
  return useSyncExternalStore(subscribe, read, read);
}
