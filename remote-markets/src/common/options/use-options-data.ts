import { useCallback, useEffect, useState } from 'react';
import { useAccountRefresh } from '../trading/use-account-refresh';
import {
  getCapital,
  getFills,
  getHoldings,
  getOptionRows,
  getOrders,
  KIND_TYPE,
  type OptionCapital,
  type OptionFill,
  type OptionHolding,
  type OptionKind,
  type OptionOrder,
  type OptionRow,
} from './options-api';

const QUOTE_REFRESH_MS = 3000;

/** The section's option contracts with live quotes, re-read every few seconds. */
export function useOptionRows(kind: OptionKind): OptionRow[] {
  const [list, setList] = useState<OptionRow[]>([]);
  useEffect(() => {
    let alive = true;
    const load = () =>
      getOptionRows()
        .then(
          (rows) =>
            alive && setList((rows ?? []).filter((r) => r.securityType === KIND_TYPE[kind])),
        )
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

export interface OptionAccount {
  capital: OptionCapital | null;
  holdings: OptionHolding[];
  orders: OptionOrder[];
  fills: OptionFill[];
}

const EMPTY: OptionAccount = { capital: null, holdings: [], orders: [], fills: [] };

/** Capital, L/S holdings, orders and fills: on entry, after order and fill pushes, on a timer. */
export function useOptionAccount(kind: OptionKind): OptionAccount & { refresh: () => void } {
  const load = useCallback(
    () =>
      Promise.all([getCapital(), getHoldings(kind), getOrders(kind), getFills(kind)]).then(
        ([capital, holdings, orders, fills]): OptionAccount => ({
          capital,
          holdings: holdings ?? [],
          orders: orders?.list ?? [],
          fills: fills?.list ?? [],
        }),
      ),
    [kind],
  );
  return useAccountRefresh(load, EMPTY, QUOTE_REFRESH_MS * 2);
}
