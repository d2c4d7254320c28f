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

/** Where a lazily read rate record keeps its quotes and the rates worked out so far. */
const STATE = Symbol('liveRates');
interface RatesState {
  priceOf: PriceOf;
  known: Map<string, number>;
}
type LazyRates = Record<string, number> & { [STATE]: RatesState };

/** One prototype per rate table: a getter per currency, defined once (not per record). */
const prototypes = new WeakMap<object, object>();
function prototypeOf(table: Readonly<Record<string, number>>): object {
  let proto = prototypes.get(table);
  if (proto) return proto;
  proto = {};
  for (const ccy of Object.keys(table))
    Object.defineProperty(proto, ccy, {
      enumerable: true,
      get(this: LazyRates) {
        const { priceOf, known } = this[STATE];
        let r = known.get(ccy);
        if (r === undefined) {
          const live = liveCnyRate(priceOf, ccy);
          r =
            live !== undefined && live > 0 && Number.isFinite(live) ? live : (table[ccy] as number);
          known.set(ccy, r);
        }
        return r;
      },
      set(this: LazyRates, v: number) {
        this[STATE].known.set(ccy, v);
      },
    });
  prototypes.set(table, proto);
  return proto;
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
  const rates = Object.create(prototypeOf(table)) as LazyRates;
  rates[STATE] = { priceOf, known: new Map() };
  return rates;
}
