import { EXEC_TYPE, SIDE, toYuan } from '../../domain/exchange';
import { executionTypeLabel, sideLabel } from '@portal/shared-kit/domain';
import { beijingIso } from '../../http/beijing-iso';
import { orderView, type NamedOrder } from '../trading';
import type { FuturesReport } from './futures.repository';

/** Chinese names of the order effects and holding sides. */
export const EFFECT_NAMES: Readonly<Record<string, string>> = {
  open: '开仓',
  close: '平仓',
  closeToday: '平今',
  closeYesterday: '平昨',
};
export const SIDE_NAMES: Readonly<Record<string, string>> = { L: '多', S: '空' };

/**
 * A futures order: the order row plus its effect and the side of the holding it touches; the
 * average price is per unit of the contract (filled value ÷ lots ÷ multiplier).
 */
export function futuresOrderView(o: NamedOrder & { createdAt?: Date }, multiplier: number) {
  return {
    ...orderView(o),
    avgPrice:
      o.filledQty > 0 ? Number((toYuan(o.filledAmount) / o.filledQty / multiplier).toFixed(3)) : 0,
    effect: o.effect ?? '',
    effectName: EFFECT_NAMES[o.effect ?? ''] ?? '',
    posSide: o.posSide ?? '',
    posSideName: SIDE_NAMES[o.posSide ?? ''] ?? '',
  };
}

/** A futures fill or day record with its effect and realised P&L. */
export function futuresReportView(r: FuturesReport) {
  const day = r.orderId === null;
  // A day record closes the holding it names: selling closes a long, buying back a short.
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
    effectName: EFFECT_NAMES[r.effect] ?? '',
    posSide,
    posSideName: SIDE_NAMES[posSide] ?? '',
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

/**
 * The settlement statement (结算单) of one trading date: its fills with 平仓盈亏 and fees, the
 * day's records per holding (盯市结算 at the settlement price, 强平, 到期交割) and the totals.
 */
export function statementView(
  tradingDate: string,
  reports: FuturesReport[],
  nav: { total: number; cash: number } | undefined,
  previous: { total: number; cash: number } | undefined,
) {
  const rows = reports.map((r) => ({ raw: r, view: futuresReportView(r) }));
  const fills = rows.filter((r) => r.raw.execType === EXEC_TYPE.FILL);
  const day = rows.filter((r) =>
    [EXEC_TYPE.MARK_TO_MARKET, EXEC_TYPE.FORCED_CLOSE, EXEC_TYPE.EXPIRY].includes(
      r.raw.execType as 121,
    ),
  );
  const sum = (list: typeof rows, f: (r: FuturesReport) => number) =>
    toYuan(list.reduce((s, r) => s + f(r.raw), 0));
  const closeProfit = sum(fills, (r) => r.realised ?? 0);
  const marks = day.filter((r) => r.raw.execType === EXEC_TYPE.MARK_TO_MARKET);
  const markToMarket = sum(marks, (r) => r.amount);
  const fees = sum(rows, (r) => r.fees);
  return {
    tradingDate,
    settled: marks.length > 0 || nav !== undefined,
    summary: {
      previousTotalAssets: previous ? toYuan(previous.total) : null,
      totalAssets: nav ? toYuan(nav.total) : null,
      cash: nav ? toYuan(nav.cash) : null,
      closeProfit,
      markToMarket,
      fees,
      netProfit: Number((closeProfit + markToMarket - fees).toFixed(2)),
      forcedCloses: day.filter((r) => r.raw.execType === EXEC_TYPE.FORCED_CLOSE).length,
    },
    trades: fills.map((r) => r.view),
    settlements: day.map((r) => ({ ...r.view, settlementPrice: r.raw.price })),
  };
}
