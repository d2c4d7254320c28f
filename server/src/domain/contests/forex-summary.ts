/**
 * The figures a forex contest (matchType 2) shows its teacher and students (raceSummarize,
 * GroupAnalysisFE): per currency pair and per day, from the contest's fills, holdings and unit NAV
 * closes. Money in fen (CNY); yields are fractions.
 */

/** The fills of one pair (or one day) summed over the contest's accounts, money in li. */
export interface FillTotals {
  key: string;
  trades: number;
  buyQty: number;
  sellQty: number;
  amountLi: number;
  feesLi: number;
  traders: number;
}

/**
 * The holdings of one pair summed over the contest's accounts, money in li: `qty` is the net
 * exposure (spot and margin longs less margin shorts), `spotQty` / `spotValueLi` the spot balance
 * of the base currency alone (a margin position is no currency balance).
 */
export interface HoldingTotals {
  code: string;
  qty: number;
  spotQty: number;
  spotValueLi: number;
  costLi: number;
  valueLi: number;
  realisedLi: number;
  holders: number;
}

export interface CurrencyFigures {
  code: string;
  name: string;
  base: string;
  quote: string;
  trades: number;
  buyQty: number;
  sellQty: number;
  turnoverFen: number;
  feesFen: number;
  realisedFen: number;
  floatingFen: number;
  /** Realised plus floating P&L less the fees. */
  pnlFen: number;
  positionQty: number;
  traders: number;
  holders: number;
}

export interface TraderYield {
  traderId: number;
  name: string;
  yield: number;
}

export interface DayFigures {
  tradeDate: string;
  trades: number;
  turnoverFen: number;
  traders: number;
  /** Mean daily unit-NAV return of the traders with a figure that day; null without any. */
  averageYield: number | null;
  best: TraderYield | null;
  worst: TraderYield | null;
  /** Whether the day is still trading (yields from live NAV against the last close). */
  live: boolean;
}

/** A trader's unit NAV closes, the opening point first (ranking histories). */
export interface NavSeries {
  traderId: number;
  name: string;
  dates: readonly string[];
  nav: ArrayLike<number>;
}

const fen = (li: number): number => Math.round(li / 10);

/** Base and quote currency of a pair code (`EURUSD` → EUR, USD). */
const currenciesOf = (code: string) => ({
  base: code.slice(0, 3).toUpperCase(),
  quote: code.slice(3, 6).toUpperCase(),
});

/** Per pair: fills and holdings merged, largest turnover first. */
export function currencyFigures(
  fills: readonly FillTotals[],
  holdings: readonly HoldingTotals[],
  nameOf: (code: string) => string,
): CurrencyFigures[] {
  const codes = new Set([...fills.map((f) => f.key), ...holdings.map((h) => h.code)]);
  const out = [...codes].map((code) => {
    const f = fills.find((x) => x.key === code);
    const h = holdings.find((x) => x.code === code);
    const realisedFen = fen(h?.realisedLi ?? 0);
    const floatingFen = fen((h?.valueLi ?? 0) - (h?.costLi ?? 0));
    const feesFen = fen(f?.feesLi ?? 0);
    return {
      code,
      name: nameOf(code),
      ...currenciesOf(code),
      trades: f?.trades ?? 0,
      buyQty: f?.buyQty ?? 0,
      sellQty: f?.sellQty ?? 0,
      turnoverFen: fen(f?.amountLi ?? 0),
      feesFen,
      realisedFen,
      floatingFen,
      pnlFen: realisedFen + floatingFen - feesFen,
      positionQty: h?.qty ?? 0,
      traders: f?.traders ?? 0,
      holders: h?.holders ?? 0,
    };
  });
  return out.sort((a, b) => b.turnoverFen - a.turnoverFen || a.code.localeCompare(b.code));
}

const finite = (v: number): v is number => Number.isFinite(v);

/** Mean, best and worst of a day's yields. */
function spread(ys: readonly TraderYield[]) {
  if (ys.length === 0) return { averageYield: null, best: null, worst: null };
  let best = ys[0] as TraderYield;
  let worst = best;
  let sum = 0;
  for (const y of ys) {
    sum += y.yield;
    if (y.yield > best.yield) best = y;
    if (y.yield < worst.yield) worst = y;
  }
  return { averageYield: sum / ys.length, best, worst };
}

/**
 * Per day, newest first: fills of the day and the traders' daily unit-NAV returns
 * (NAV_t / NAV_{t−1} − 1: deposits never move them). `today` (not closed yet) takes its returns
 * from `liveYields` (live NAV against the last close).
 */
export function dayFigures(
  fills: readonly FillTotals[],
  series: readonly NavSeries[],
  today: string | null,
  liveYields: readonly TraderYield[],
): DayFigures[] {
  const yields = new Map<string, TraderYield[]>();
  for (const s of series)
    for (let i = 1; i < s.dates.length; i += 1) {
      const prev = s.nav[i - 1] as number;
      const y = prev > 0 ? (s.nav[i] as number) / prev - 1 : NaN;
      if (!finite(y)) continue;
      const d = s.dates[i] as string;
      const list = yields.get(d) ?? [];
      list.push({ traderId: s.traderId, name: s.name, yield: y });
      yields.set(d, list);
    }
  const dates = new Set([...yields.keys(), ...fills.map((f) => f.key)]);
  if (today && (liveYields.length > 0 || dates.has(today))) dates.add(today);
  return [...dates]
    .sort((a, b) => b.localeCompare(a))
    .map((d) => {
      const f = fills.find((x) => x.key === d);
      const live = d === today && !yields.has(d);
      return {
        tradeDate: d,
        trades: f?.trades ?? 0,
        turnoverFen: fen(f?.amountLi ?? 0),
        traders: f?.traders ?? 0,
        ...spread(live ? liveYields.filter((y) => finite(y.yield)) : (yields.get(d) ?? [])),
        live,
      };
    });
}

/** One currency held across a contest's accounts: units, CNY value now (fen), holders. */
export interface CurrencyBalance {
  currency: string;
  balance: number;
  cnyValueFen: number;
  holders: number;
}

/**
 * Balances per currency: the CNY cash of the accounts, and each foreign currency summed over the
 * pairs whose base it is (USDCNH and USDJPY are both USD), valued in CNY; largest value first.
 */
export function currencyBalances(
  holdings: readonly HoldingTotals[],
  cash: { li: number; holders: number },
): CurrencyBalance[] {
  const by = new Map<string, { balance: number; valueLi: number; holders: number }>();
  for (const h of holdings) {
    if (!(h.spotQty > 0)) continue;
    const { base } = currenciesOf(h.code);
    const b = by.get(base) ?? { balance: 0, valueLi: 0, holders: 0 };
    b.balance += h.spotQty;
    b.valueLi += h.spotValueLi;
    b.holders = Math.max(b.holders, h.holders);
    by.set(base, b);
  }
  const out: CurrencyBalance[] = [
    {
      currency: 'CNY',
      balance: fen(cash.li) / 100,
      cnyValueFen: fen(cash.li),
      holders: cash.holders,
    },
    ...[...by].map(([currency, b]) => ({
      currency,
      balance: b.balance,
      cnyValueFen: fen(b.valueLi),
      holders: b.holders,
    })),
  ];
  return out.sort((a, b) => b.cnyValueFen - a.cnyValueFen);
}
