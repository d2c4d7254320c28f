import { useLiveList, useSectionAccount, type SectionAccount } from '../derivatives';
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

/** The section's option contracts with live quotes, re-read every few seconds. */
export function useOptionRows(kind: OptionKind): OptionRow[] {
  return useLiveList(
    () =>
      getOptionRows().then((rows) =>
        (rows ?? []).filter((r) => r.securityType === KIND_TYPE[kind]),
      ),
    kind,
  );
}

export type OptionAccount = SectionAccount<OptionCapital, OptionHolding, OptionOrder, OptionFill>;

const CALLS = { getCapital, getHoldings, getOrders, getFills };

/** Capital, L/S holdings, orders and fills (see useSectionAccount). */
export function useOptionAccount(kind: OptionKind): OptionAccount & { refresh: () => void } {
  return useSectionAccount(kind, CALLS);
}
