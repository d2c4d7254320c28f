import { executionTypeLabel, sideLabel } from '@portal/shared-kit/domain';
import { toYuan } from '../../domain/exchange';
import { beijingIso } from '../../http/beijing-iso';
import { type NamedOrder, type StoredReport, orderView } from '../trading';

/** Chinese names of the credit order kinds (信用交易委托类别). */
export const MARGIN_EFFECT_NAMES: Readonly<Record<string, string>> = {
  collateralBuy: '担保品买入',
  collateralSell: '担保品卖出',
  financeBuy: '融资买入',
  shortSell: '融券卖出',
  sellRepay: '卖券还款',
  buyRepay: '买券还券',
};

/** Contract kinds of a debt holding. */
export const CONTRACT_NAMES: Readonly<Record<string, string>> = { L: '融资', S: '融券' };

/** A credit order: the order row plus its kind. */
export function creditOrderView(o: NamedOrder & { createdAt?: Date }) {
  return {
    ...orderView(o),
    effect: o.effect ?? '',
    effectName: MARGIN_EFFECT_NAMES[o.effect ?? ''] ?? '',
  };
}

/** A credit account's record (fill, cancel, 强平) with its order's kind and the realised P&L. */
export function creditReportView(r: StoredReport & { name: string; effect: string }) {
  return {
    reportId: r.reportId,
    orderId: r.orderId,
    market: r.market,
    security: r.code,
    securityName: r.name,
    side: r.side,
    sideName: sideLabel(r.side) ?? '',
    effect: r.effect,
    effectName: MARGIN_EFFECT_NAMES[r.effect] ?? '',
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
