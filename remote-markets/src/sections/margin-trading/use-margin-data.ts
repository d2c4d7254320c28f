import { useCallback } from 'react';
import { MARKED_READ, PUSHED_READ, refetchAll, useAccountKey } from '../../common/derivatives';
import type {
  Collateral,
  Contract,
  CreditAsset,
  CreditFill,
  CreditOrder,
  Eligible,
} from './margin-api';
import { marginApi } from './margin-endpoints';

export interface MarginData {
  eligible: Eligible[];
  asset: CreditAsset | null;
  contracts: Contract[];
  collateral: Collateral[];
  orders: CreditOrder[];
  fills: CreditFill[];
}

const { endpoints } = marginApi;
const NONE: never[] = [];

/**
 * The credit account from the portal API: eligible list, credit assets, contracts, collateral,
 * orders and fills — read on entry and again at once after every order and fill push
 * (StkOrderUpdate, StkTradeReport invalidate their tags); orders and fills have no timer. The
 * maintenance ratio, the debts' and collateral's market values and the eligible prices move with
 * the market, and the server pushes no account figures on a price move: those four reads keep the
 * mark-to-market timer (MARK_TO_MARKET_MS, RTK Query `pollingInterval`).
 */
export function useMarginData(): MarginData & { refresh: () => void } {
  const account = useAccountKey();
  const eligible = endpoints.marginEligible.useQuery({ account }, MARKED_READ);
  const asset = endpoints.marginAsset.useQuery({ account }, MARKED_READ);
  const contracts = endpoints.marginContracts.useQuery({ account }, MARKED_READ);
  const collateral = endpoints.marginCollateral.useQuery({ account }, MARKED_READ);
  const orders = endpoints.marginOrders.useQuery({ account }, PUSHED_READ);
  const fills = endpoints.marginFills.useQuery({ account }, PUSHED_READ);
  // After a direct repayment (no order, so no push) and on the orders table's cancel.
  const refresh = useCallback(
    () =>
      refetchAll([
        eligible.refetch,
        asset.refetch,
        contracts.refetch,
        collateral.refetch,
        orders.refetch,
        fills.refetch,
      ]),
    [
      eligible.refetch,
      asset.refetch,
      contracts.refetch,
      collateral.refetch,
      orders.refetch,
      fills.refetch,
    ],
  );
  return {
    eligible: eligible.data ?? NONE,
    asset: asset.data ?? null,
    contracts: contracts.data ?? NONE,
    collateral: collateral.data ?? NONE,
    orders: orders.data?.list ?? NONE,
    fills: fills.data ?? NONE,
    refresh,
  };
}
