import { termsOf } from '../../domain/futures';
import { keyOf, SECURITY_TYPE, type Quote, type Security } from '../../domain/market';

/** The two futures sections: commodity (商品期货, /futures) and financial (金融期货, /financeFutures). */
export type FuturesKind = 'commodity' | 'finance';

export const FUTURES_MARKETS = ['CFFEX', 'SHFE', 'INE', 'DCE', 'CZCE', 'GFEX'];

/** Security types of a section (all futures without a kind). */
export function typesOf(kind: string | undefined): number[] {
  if (kind === 'finance') return [SECURITY_TYPE.financialFuture];
  if (kind === 'commodity') return [SECURITY_TYPE.commodityFuture];
  return [SECURITY_TYPE.financialFuture, SECURITY_TYPE.commodityFuture];
}

/** Listed contracts of a section still trading on `date`, by product then delivery month. */
export function listedContracts(
  all: Security[],
  kind: string | undefined,
  date: string,
): Security[] {
  const types = typesOf(kind);
  return all
    .filter((s) => {
      const t = termsOf(s);
      return t !== undefined && types.includes(s.type) && t.lastTradingDay >= date;
    })
    .sort((a, b) => a.market.localeCompare(b.market) || a.code.localeCompare(b.code));
}

/** The main contract of each product: the listed month with the highest volume. */
export function mainCodes(list: Security[]): Set<string> {
  const best = new Map<string, Security>();
  for (const s of list) {
    const p = termsOf(s)?.product ?? s.code;
    const cur = best.get(p);
    if (!cur || s.baseVolume > cur.baseVolume) best.set(p, s);
  }
  return new Set([...best.values()].map(keyOf));
}

const pct = (v: number) => Number((v * 100).toFixed(4));

/** Contract parameters (tradingParam) and, with a quote, its market data. */
export function contractRow(s: Security, q: Quote | undefined, isMain: boolean) {
  const t = termsOf(s);
  const mult = s.derivative?.multiplier ?? 1;
  const last = q?.last ?? s.basePrice;
  return {
    symbol: s.code,
    market: s.market,
    shortName: s.name,
    securityType: s.type,
    product: t?.product ?? '',
    productName: t?.productName ?? '',
    deliveryMonth: t?.month ?? '',
    lastTradingDay: t?.lastTradingDay ?? '',
    isMain,
    multiplier: mult,
    tick: s.tick,
    limitPct: s.limit.kind === 'percent' ? pct(s.limit.pct) : 0,
    longMarginRate: pct(t?.longMarginRate ?? 0),
    shortMarginRate: pct(t?.shortMarginRate ?? 0),
    feeKind: t?.fee.kind ?? 'lot',
    openFee: t?.fee.open ?? 0,
    closeFee: t?.fee.close ?? 0,
    closeTodayFee: t?.fee.closeToday ?? 0,
    daySessions: (t?.daySessions ?? []).join(' '),
    nightSession: t?.nightSession ?? '',
    positionLimit: t?.positionLimit ?? 0,
    closeTodayOrders: t?.closeTodayOrders ?? false,
    last,
    preSettlement: q?.prevClose ?? s.basePrice,
    change: q?.change ?? 0,
    changePct: q?.changePct ?? 0,
    bidPrice: q?.bids[0]?.price ?? null,
    askPrice: q?.asks[0]?.price ?? null,
    limitUp: q?.limitUp ?? null,
    limitDown: q?.limitDown ?? null,
    volume: q?.cumVolume ?? 0,
    marginPerLot: Math.round(last * mult * (t?.longMarginRate ?? 0) * 100) / 100,
  };
}
