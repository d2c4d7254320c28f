import { onAccountPush } from '@portal/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getDesk, type Desk } from './intraday-api';

const REFRESH_MS = 3000;
const PUSH_SETTLE_MS = 150;

/**
 * Today's intraday desk: read on entry, after every order and fill push (StkOrderUpdate,
 * StkTradeReport) and every 3 s, so prices, the countdown and a forced close show up.
 * `failed` is set when the call is refused (e.g. the current contest is not an intraday one).
 */
export function useIntradayDesk(): { desk: Desk | null; failed: boolean; refresh: () => void } {
  const [desk, setDesk] = useState<Desk | null>(null);
  const [failed, setFailed] = useState(false);
  const alive = useRef(true);
  const refresh = useCallback(() => {
    void getDesk().then(
      (d) => {
        if (!alive.current) return;
        setDesk(d);
        setFailed(false);
      },
      () => alive.current && setFailed(true),
    );
  }, []);
  useEffect(() => {
    alive.current = true;
    refresh();
    let pending: ReturnType<typeof setTimeout> | undefined;
    const off = onAccountPush(() => {
      clearTimeout(pending);
      pending = setTimeout(refresh, PUSH_SETTLE_MS);
    });
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      alive.current = false;
      off();
      clearTimeout(pending);
      clearInterval(timer);
    };
  }, [refresh]);
  return { desk, failed, refresh };
}
