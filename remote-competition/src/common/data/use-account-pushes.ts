import { onAccountPush } from '@portal/shared-kit';
import { useEffect, useRef } from 'react';

/** How long a burst of pushes (an order and its fills) is gathered before re-reading. */
const SETTLE_MS = 150;

/**
 * Calls `reload` shortly after every order or fill push of the signed-in user (a burst counts
 * once): account figures follow the exchange within a second, without polling.
 */
export function useAccountPushes(reload: () => void): void {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  }, [reload]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onAccountPush(() => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, []);
}
