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

/** The table's rates with every currency the live quotes give replaced by its live rate. */
export function withLiveRates(
  table: Readonly<Record<string, number>>,
  priceOf: PriceOf | undefined,
): Record<string, number> {
  const out: Record<string, number> = { ...table };
  if (!priceOf) return out;
  for (const ccy of Object.keys(table)) {
    const r = liveCnyRate(priceOf, ccy);
    if (r !== undefined && r > 0 && Number.isFinite(r)) out[ccy] = r;
  }
  return out;
}
