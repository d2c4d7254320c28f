import {
  errorText,
  executionTypeLabel,
  isCancellableOrderStatus,
  orderStatusLabel,
  sideLabel,
} from '@portal/shared-kit/domain';
import { toYuan, type Report } from '../../domain/exchange';
import { beijingIso } from '../../http/beijing-iso';
import type { NamedOrder } from './rows';

const round = (v: number, d = 3) => Number(v.toFixed(d));

/** The order row every trading call and push answers with (see API-trading.md). */
export function orderView(o: NamedOrder & { createdAt?: Date }) {
  return {
    orderId: o.orderId,
    clOrdId: o.clOrdId,
    assetAccount: o.accountId,
    market: o.market,
    security: o.code,
    securityName: o.name,
    securityType: o.securityType,
    side: o.side,
    sideName: sideLabel(o.side) ?? '',
    orderType: o.kind,
    price: o.price,
    orderQty: o.qty,
    filledQty: o.filledQty,
    filledAmount: toYuan(o.filledAmount),
    avgPrice: o.filledQty > 0 ? round(toYuan(o.filledAmount) / o.filledQty) : 0,
    fees: toYuan(o.fees),
    frozenAmount: toYuan(o.frozenCash),
    status: o.status,
    statusName: orderStatusLabel(o.status) ?? '',
    cancelable: isCancellableOrderStatus(o.status) && o.status !== 8,
    rejectCode: o.rejectCode,
    rejectReason: o.rejectCode ? (errorText(o.rejectCode) ?? '') : '',
    tradingDate: o.tradingDate,
    orderTime: beijingIso(o.createdAt ?? new Date()),
    // The asset-class effect (open/close …) where the order has one.
    ...(o.effect ? { effect: o.effect } : {}),
  };
}

/** A fill, cancel, dividend or allotment record (成交回报). */
export function reportView(r: Report & { name?: string; reportId?: number; createdAt?: Date }) {
  return {
    reportId: r.reportId ?? null,
    orderId: r.orderId,
    assetAccount: r.accountId,
    market: r.market,
    security: r.code,
    securityName: r.name ?? '',
    side: r.side,
    sideName: sideLabel(r.side) ?? '',
    execType: r.execType,
    execTypeName: executionTypeLabel(r.execType) ?? '',
    qty: r.qty,
    price: r.price,
    amount: toYuan(r.amount),
    fees: toYuan(r.fees),
    tradingDate: r.tradingDate,
    time: beijingIso(r.createdAt ?? new Date()),
  };
}
