/** Last price of a security by `code.MARKET`; undefined without a quote. */
export type PriceOf = (key: string) => number | undefined;

const live = (priceOf: PriceOf, code: string): number | undefined => {
  const p = priceOf(`${code}.FX`);
  return typeof p === 'number' && Number.isFinite(p) && p > 0 ? p : undefined;
};

/**
 * CNY per unit of `ccy` at the live quotes, where a pair of the master gives it: the currency's
 * own CNH pair (USDCNH, HKDCNH), else through USD — `XUSD` × USD or USD ÷ `USDX` — with USD from
 * USDCNH. Undefined when no live quote gives the rate (the rule table is the fallback).
 */
export function liveCnyRate(priceOf: PriceOf, ccy: string): number | undefined {
  if (ccy === 'CNY' || ccy === 'CNH') return 1;
  const direct = live(priceOf, `${ccy}CNH`);
  if (direct !== undefined) return direct;
  const usd = live(priceOf, 'USDCNH');
  if (usd === undefined) return undefined;
  const over = live(priceOf, `${ccy}USD`);
  if (over !== undefined) return over * usd;
  const under = live(priceOf, `USD${ccy}`);
  return under !== undefined ? usd / under : undefined;
}

/**
 * The table's rates with every currency the live quotes give replaced by its live rate, each
 * worked out on first read: an order reads one or two currencies of the table, not all of them
 * (each live rate is up to four quote reads). A value set on the record (a contest's own rate) wins.
 */
export function lazyLiveRates(
  table: Readonly<Record<string, number>>,
  priceOf: PriceOf | undefined,
): Record<string, number> {
  if (!priceOf) return { ...table };
  const known = new Map<string, number>();
  const rates: Record<string, number> = {};
  for (const ccy of Object.keys(table))
    Object.defineProperty(rates, ccy, {
      enumerable: true,
      configurable: true,
      get() {
        let r = known.get(ccy);
        if (r === undefined) {
          const live = liveCnyRate(priceOf, ccy);
          r =
            live !== undefined && live > 0 && Number.isFinite(live) ? live : (table[ccy] as number);
          known.set(ccy, r);
        }
        return r;
      },
      set(v: number) {
        known.set(ccy, v);
      },
    });
  return rates;
}
