import { executionTypeLabel, sideLabel } from '@portal/shared-kit/domain';
import { SIDE, toYuan } from '../../domain/exchange';
import type { Quote, Security } from '../../domain/market';
import { daysBetween } from '../../domain/market/calendar';
import { OPTION_RATE } from '../../domain/market/universe/derivatives';
import { isAdjusted } from '../../domain/market/universe/option-listing';
import { greeks, impliedVol, marginPerUnit, optionTermsOf } from '../../domain/options';
import { beijingIso } from '../../http/beijing-iso';
import { type NamedOrder, orderView } from '../trading';
import type { OptionsReport } from './options.repository';

/** Option security types by section kind: etf 个股期权, index 股指期权, commodity 商品期权. */
const KIND_TYPES: Readonly<Record<string, number[]>> = { etf: [9], index: [10], commodity: [12] };
export const ALL_OPTION_TYPES = [9, 10, 12];
export const optionTypesOf = (kind: string | undefined): number[] =>
  KIND_TYPES[kind?.trim() ?? ''] ?? ALL_OPTION_TYPES;

export const EFFECT_NAMES: Readonly<Record<string, string>> = {
  open: '开仓',
  close: '平仓',
  coveredOpen: '备兑开仓',
  coveredClose: '备兑平仓',
};
/** Spec §3: L 权利仓, S 义务仓; C 备兑仓 (covered shorts). */
export const POS_SIDE_NAMES: Readonly<Record<string, string>> = {
  L: '权利仓',
  S: '义务仓',
  C: '备兑仓',
};

/** 买入开仓 / 卖出开仓 / 买入平仓 / 卖出平仓, and 备兑开仓 / 备兑平仓 as they are. */
export const actionName = (side: number, effect: string): string =>
  effect.startsWith('covered')
    ? (EFFECT_NAMES[effect] ?? '')
    : effect
      ? `${side === SIDE.BUY ? '买入' : '卖出'}${EFFECT_NAMES[effect] ?? ''}`
      : '';

const r4 = (v: number) => Math.round(v * 10_000) / 10_000;

/** An option order with its effect and the side of the holding it touches. */
export function optionOrderView(o: NamedOrder & { createdAt?: Date }, unit: number) {
  return {
    ...orderView(o),
    avgPrice: o.filledQty > 0 ? r4(toYuan(o.filledAmount) / o.filledQty / unit) : 0,
    effect: o.effect ?? '',
    actionName: actionName(o.side, o.effect ?? ''),
    posSide: o.posSide ?? '',
    posSideName: POS_SIDE_NAMES[o.posSide ?? ''] ?? '',
  };
}

/** An option fill or day record (行权/到期 123, 强平 122) with its realised P&L. */
export function optionReportView(r: OptionsReport) {
  const day = r.orderId === null;
  const posSide = day ? (r.side === SIDE.SELL ? 'L' : 'S') : r.posSide;
  return {
    reportId: r.reportId,
    orderId: r.orderId,
    market: r.market,
    security: r.code,
    securityName: r.name,
    side: r.side,
    sideName: sideLabel(r.side) ?? '',
    effect: r.effect,
    actionName: day ? (executionTypeLabel(r.execType) ?? '') : actionName(r.side, r.effect),
    posSide,
    posSideName: POS_SIDE_NAMES[posSide] ?? '',
    execType: r.execType,
    execTypeName: executionTypeLabel(r.execType) ?? '',
    qty: r.qty,
    price: r.price,
    amount: toYuan(r.amount),
    fees: toYuan(r.fees),
    realised: toYuan(r.realised ?? 0),
    tradingDate: r.tradingDate,
    time: beijingIso(r.createdAt),
  };
}

const EXERCISE_NAMES = { E: '欧式', A: '美式' } as const;
const SETTLEMENT_NAMES = { physical: '实物交割', cash: '现金交割', futures: '期货头寸' } as const;

/**
 * Trade parameters of one option from the master and the rule table: unit, strike, expiry, type,
 * exercise style and settlement, fee per contract, the margin of one short contract at the
 * previous settlement and the underlying's previous close, and the formula's coefficients.
 */
export function optionParamRow(s: Security, q: Quote | undefined, u: Quote | undefined) {
  const t = optionTermsOf(s);
  const settle = q?.prevClose ?? s.basePrice;
  const under = u?.prevClose ?? 0;
  return {
    symbol: s.code,
    market: s.market,
    shortName: s.name,
    securityType: s.type,
    underlying: t?.underlying ?? '',
    unit: t?.unit ?? 1,
    /** 调整合约: a non-standard unit after a dividend of the underlying. */
    adjusted: isAdjusted(s),
    strike: t?.strike ?? 0,
    expiry: t?.expiry ?? '',
    optionType: t?.optionType ?? '',
    exerciseType: t?.product.exercise ?? '',
    exerciseTypeName: t ? EXERCISE_NAMES[t.product.exercise] : '',
    settlement: t?.product.settlement ?? '',
    settlementName: t ? SETTLEMENT_NAMES[t.product.settlement] : '',
    marginRateHigh: t?.product.marginHigh ?? 0,
    marginRateLow: t?.product.marginLow ?? 0,
    marginPerContract:
      t && under > 0 ? Math.round(marginPerUnit(t, settle, under) * t.unit * 100) / 100 : 0,
    feePerContract: t?.product.feePerContract ?? 0,
    maxOrderQty: t?.product.maxOrderQty ?? 0,
    tick: s.tick,
    preSettlement: settle,
    underlyingPreClose: under,
  };
}

const r6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * The pricing model's figures of a contract at its last price: the underlying's price, implied
 * volatility and the Greeks at it (Black–Scholes, the chains' rate, calendar days to expiry).
 */
export function optionAnalytics(sec: Security, q: Quote | undefined, u: Quote | undefined) {
  const t = optionTermsOf(sec);
  const spot = u?.last ?? 0;
  const empty = {
    underlyingPrice: spot,
    iv: null,
    delta: null,
    gamma: null,
    vega: null,
    theta: null,
  };
  if (!t || !q || !(spot > 0)) return empty;
  const inputs = {
    spot,
    strike: t.strike,
    years: Math.max(0, daysBetween(q.tradingDate, t.expiry) + 0.5) / 365,
    rate: OPTION_RATE,
    type: t.optionType,
  };
  const iv = impliedVol(q.last, inputs);
  if (iv === undefined) return empty;
  const g = greeks(inputs, iv);
  return {
    underlyingPrice: spot,
    iv: r6(iv),
    delta: r6(g.delta),
    gamma: r6(g.gamma),
    vega: r6(g.vega),
    theta: r6(g.theta),
  };
}
