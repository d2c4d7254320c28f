import { onAccountPush } from '@portal/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getCapital,
  getContracts,
  getFills,
  getHoldings,
  getOrders,
  type Capital,
  type Contract,
  type FuturesFill,
  type FuturesKind,
  type FuturesOrder,
  type Holding,
} from './futures-api';

/** How often the contract quotes are re-read. */
export const QUOTE_REFRESH_MS = 3000;
/** A burst of order and fill pushes is gathered this long before the account is re-read. */
const PUSH_SETTLE_MS = 150;

export interface AccountData {
  capital: Capital | null;
  holdings: Holding[];
  orders: FuturesOrder[];
  fills: FuturesFill[];
}

const EMPTY: AccountData = { capital: null, holdings: [], orders: [], fills: [] };

/** Contracts of a section with live quotes, re-read every few seconds. */
export function useContracts(kind: FuturesKind): Contract[] {
  const [list, setList] = useState<Contract[]>([]);
  useEffect(() => {
    let alive = true;
    const load = () =>
      getContracts(kind)
        .then((rows) => alive && setList(rows ?? []))
        .catch(() => undefined);
    void load();
    const timer = setInterval(() => void load(), QUOTE_REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [kind]);
  return list;
}

/**
 * The account's futures capital, holdings, orders and fills: read on entry, after every order
 * and fill push (StkOrderUpdate, StkTradeReport) and on `refresh`; the quotes' timer re-reads the
 * capital and holdings so floating P&L follows the market.
 */
export function useAccountData(kind: FuturesKind): AccountData & { refresh: () => void } {
  const [data, setData] = useState<AccountData>(EMPTY);
  const alive = useRef(true);
  const refresh = useCallback(() => {
    void Promise.all([getCapital(), getHoldings(kind), getOrders(kind), getFills(kind)])
      .then(([capital, holdings, orders, fills]) => {
        if (alive.current)
          setData({
            capital,
            holdings: holdings ?? [],
            orders: orders?.list ?? [],
            fills: fills?.list ?? [],
          });
      })
      .catch(() => undefined);
  }, [kind]);
  useEffect(() => {
    alive.current = true;
    refresh();
    let pending: ReturnType<typeof setTimeout> | undefined;
    const off = onAccountPush(() => {
      clearTimeout(pending);
      pending = setTimeout(refresh, PUSH_SETTLE_MS);
    });
    const timer = setInterval(refresh, QUOTE_REFRESH_MS * 2);
    return () => {
      alive.current = false;
      off();
      clearTimeout(pending);
      clearInterval(timer);
    };
  }, [refresh]);
  return { ...data, refresh };
}
