import {
  DEFAULT_FEES,
  toYuan,
  type ClassSettings,
  type PositionSide,
  type TradableSecurity,
} from '../../domain/exchange';
import { futuresSettings, marginLi, termsOf } from '../../domain/futures';
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

/** Settings of no contest: the exchange's margin rates without a broker surcharge. */
export const NO_CONTEST: ClassSettings = { fees: DEFAULT_FEES, volumeCap: 1, raw: {} };

/**
 * The margin (yuan) an open of `lots` at `price` on `side` freezes, from the order path's own rule
 * (`marginLi`: rate plus the contest's `marginRateAdd`): every page that shows a futures margin
 * reads it here (issue 30: one margin rule).
 */
export function futuresMarginYuan(
  sec: TradableSecurity,
  side: PositionSide,
  price: number,
  lots: number,
  settings: ClassSettings,
): number {
  return toYuan(marginLi(sec, side, price, lots, settings));
}

/** The margin rate (%) an open on `side` pays: the contract's rate plus the contest's surcharge. */
export function marginRatePct(
  sec: TradableSecurity,
  side: PositionSide,
  settings: ClassSettings,
): number {
  const t = termsOf(sec);
  const rate = (side === 'L' ? t?.longMarginRate : t?.shortMarginRate) ?? 0;
  return pct(rate + futuresSettings(settings).marginRateAdd);
}

/** Contract parameters (tradingParam) and, with a quote, its market data; margins in `settings`' contest. */
export function contractRow(
  s: Security,
  q: Quote | undefined,
  isMain: boolean,
  settings: ClassSettings = NO_CONTEST,
) {
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
    /** The contest's surcharge on both rates (%), included in `marginPerLot`. */
    marginRateAdd: pct(futuresSettings(settings).marginRateAdd),
    marginPerLot: futuresMarginYuan(s, 'L', last, 1, settings),
  };
}
