import type { QuotePush } from '@portal/shared-kit';
import {
  applyQuotes,
  mergeLevelOne,
  useAccountKey,
  useQuotePatch,
  useSectionAccount,
  type SectionAccount,
} from '../derivatives';
import type {
  Capital,
  Contract,
  FuturesFill,
  FuturesKind,
  FuturesOrder,
  Holding,
} from './futures-api';
import { futuresApi, type Book } from './futures-endpoints';

export type AccountData = SectionAccount<Capital, Holding, FuturesOrder, FuturesFill>;

const { endpoints, util } = futuresApi;

const HOOKS = {
  useCapital: endpoints.futuresCapital.useQuery,
  useHoldings: endpoints.futuresHoldings.useQuery,
  useOrders: endpoints.futuresOrders.useQuery,
  useFills: endpoints.futuresFills.useQuery,
};

/**
 * New contracts are listed and old ones delisted at a trading-day roll, which the hub does not
 * push: the list itself is re-read on this slow timer (RTK Query `pollingInterval`); its quotes
 * move with the pushes (useContractQuotes).
 */
export const LISTING_REFRESH_MS = 60_000;

const NONE: Contract[] = [];

/** A quote push on a contract row: price, change, best bid and ask, limits, previous settlement. */
function mergeContract(c: Contract, q: QuotePush): void {
  mergeLevelOne(c, q);
  if (q.limitUp !== null) c.limitUp = q.limitUp;
  if (q.limitDown !== null) c.limitDown = q.limitDown;
  if (Number.isFinite(q.preClose)) c.preSettlement = q.preClose;
}

/** The five levels of a quote push. */
const bookOf = ({ bidPrices, bidVolumes, askPrices, askVolumes }: QuotePush): Book => ({
  bidPrices,
  bidVolumes,
  askPrices,
  askVolumes,
});

/** Contracts of a section (read on entry; quotes follow the hub, see useContractQuotes). */
export function useContracts(kind: FuturesKind): Contract[] {
  const account = useAccountKey();
  const { data } = endpoints.futuresContracts.useQuery(
    { kind, account },
    { pollingInterval: LISTING_REFRESH_MS, refetchOnMountOrArgChange: true },
  );
  return data ?? NONE;
}

/**
 * Keeps the quotes of `shown` contracts live: one hub subscription for the desk (two would undo
 * each other: an UnSubscribe drops the code for the whole connection) patches the cached contract
 * list and the book of `current` with every TickQuotationInfo push (no re-read, no timer).
 */
export function useContractQuotes(
  kind: FuturesKind,
  shown: readonly Contract[],
  current: Contract | undefined,
): void {
  const account = useAccountKey();
  const keys = shown.map((c) => `${c.symbol}.${c.market}`);
  const booked = current ? { symbol: current.symbol, market: current.market } : null;
  useQuotePatch(keys, (quotes) => (dispatch: (action: unknown) => unknown) => {
    dispatch(
      util.updateQueryData('futuresContracts', { kind, account }, (rows) =>
        applyQuotes(rows, quotes, mergeContract),
      ),
    );
    const q = booked && quotes.find((x) => x.key === `${booked.symbol}.${booked.market}`);
    if (booked && q) dispatch(util.updateQueryData('futuresBook', booked, () => bookOf(q)));
  });
}

/** The account's futures capital, holdings, orders and fills (see useSectionAccount). */
export function useAccountData(kind: FuturesKind): AccountData & { refresh: () => void } {
  return useSectionAccount(kind, HOOKS);
}
