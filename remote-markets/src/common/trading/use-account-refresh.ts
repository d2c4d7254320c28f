import { onAccountPush } from '@portal/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A burst of order and fill pushes is gathered this long before the account is re-read. */
const PUSH_SETTLE_MS = 150;

/**
 * Account figures a section shows (capital, holdings, orders, fills): `load` reads them on entry,
 * after every order and fill push (StkOrderUpdate, StkTradeReport), every `everyMs` and on
 * `refresh`; answers after the page left are dropped.
 */
export function useAccountRefresh<T>(
  load: () => Promise<T>,
  empty: T,
  everyMs: number,
): T & { refresh: () => void } {
  const [data, setData] = useState<T>(empty);
  const alive = useRef(true);
  const refresh = useCallback(() => {
    void load()
      .then((d) => {
        if (alive.current) setData(d);
      })
      .catch(() => undefined);
  }, [load]);
  useEffect(() => {
    alive.current = true;
    refresh();
    let pending: ReturnType<typeof setTimeout> | undefined;
    const off = onAccountPush(() => {
      clearTimeout(pending);
      pending = setTimeout(refresh, PUSH_SETTLE_MS);
    });
    const timer = setInterval(refresh, everyMs);
    return () => {
      alive.current = false;
      off();
      clearTimeout(pending);
      clearInterval(timer);
    };
  }, [refresh, everyMs]);
  return { ...data, refresh };
}
