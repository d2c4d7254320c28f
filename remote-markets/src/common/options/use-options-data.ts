import type { QuotePush } from '@portal/shared-kit';
import { useMemo } from 'react';
import {
  applyQuotes,
  mergeLevelOne,
  useAccountKey,
  useQuotePatch,
  useSectionAccount,
  type SectionAccount,
} from '../derivatives';
import {
  KIND_TYPE,
  type OptionCapital,
  type OptionFill,
  type OptionHolding,
  type OptionKind,
  type OptionOrder,
  type OptionRow,
} from './options-api';
import { optionsApi } from './options-endpoints';

export type OptionAccount = SectionAccount<OptionCapital, OptionHolding, OptionOrder, OptionFill>;

const { endpoints, util } = optionsApi;

const HOOKS = {
  useCapital: endpoints.optionCapital.useQuery,
  useHoldings: endpoints.optionHoldings.useQuery,
  useOrders: endpoints.optionOrders.useQuery,
  useFills: endpoints.optionFills.useQuery,
};

/**
 * Prices follow the hub's pushes (useChainQuotes), but a push carries no implied volatility or
 * delta (the server's pricing model figures them when the rows are read): the rows are re-read on
 * this timer for those, through RTK Query's `pollingInterval`.
 */
export const MODEL_REFRESH_MS = 15_000;

/** A quote push on an option row: price, change, best bid and ask, previous close. */
function mergeOption(r: OptionRow, q: QuotePush): void {
  mergeLevelOne(r, q);
  if (Number.isFinite(q.preClose)) r.preClose = q.preClose;
}

/** The section's option contracts with their quotes (read on entry; see useChainQuotes). */
export function useOptionRows(kind: OptionKind): OptionRow[] {
  const account = useAccountKey();
  const { data } = endpoints.optionRows.useQuery(
    { account },
    { pollingInterval: MODEL_REFRESH_MS, refetchOnMountOrArgChange: true },
  );
  return useMemo(
    () => (data ?? []).filter((r) => r.securityType === KIND_TYPE[kind]),
    [data, kind],
  );
}

/**
 * Keeps the quotes of the `shown` rows (the chain on screen) live: subscribes them on the hub and
 * patches the cached rows with every TickQuotationInfo push (no re-read, no timer).
 */
export function useChainQuotes(shown: readonly OptionRow[]): void {
  const account = useAccountKey();
  const keys = shown.map((r) => `${r.symbol}.${r.market}`);
  useQuotePatch(keys, (quotes) =>
    util.updateQueryData('optionRows', { account }, (rows) =>
      applyQuotes(rows, quotes, mergeOption),
    ),
  );
}

/** Capital, L/S holdings, orders and fills (see useSectionAccount). */
export function useOptionAccount(kind: OptionKind): OptionAccount & { refresh: () => void } {
  return useSectionAccount(kind, HOOKS);
}
