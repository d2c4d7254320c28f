import { onAccountPush } from '@portal/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getAsset,
  getCollateral,
  getContracts,
  getEligible,
  getFills,
  getOrders,
  type Collateral,
  type Contract,
  type CreditAsset,
  type CreditFill,
  type CreditOrder,
  type Eligible,
} from './margin-api';

const REFRESH_MS = 6000;
const PUSH_SETTLE_MS = 150;

export interface MarginData {
  eligible: Eligible[];
  asset: CreditAsset | null;
  contracts: Contract[];
  collateral: Collateral[];
  orders: CreditOrder[];
  fills: CreditFill[];
}

const EMPTY: MarginData = {
  eligible: [],
  asset: null,
  contracts: [],
  collateral: [],
  orders: [],
  fills: [],
};

/**
 * The credit account: eligible list, credit assets, contracts, collateral, orders and fills —
 * read on entry, after every order and fill push (StkOrderUpdate, StkTradeReport) and every few
 * seconds so the maintenance ratio follows the market.
 */
export function useMarginData(): MarginData & { refresh: () => void } {
  const [data, setData] = useState<MarginData>(EMPTY);
  const alive = useRef(true);
  const refresh = useCallback(() => {
    void Promise.all([
      getEligible(),
      getAsset(),
      getContracts(),
      getCollateral(),
      getOrders(),
      getFills(),
    ])
      .then(([eligible, asset, contracts, collateral, orders, fills]) => {
        if (alive.current)
          setData({
            eligible: eligible ?? [],
            asset,
            contracts: contracts ?? [],
            collateral: collateral ?? [],
            orders: orders?.list ?? [],
            fills: fills ?? [],
          });
      })
      .catch(() => undefined);
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
  return { ...data, refresh };
}
