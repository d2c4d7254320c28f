import { toYuan } from '../../domain/exchange';
import { beijingText } from '../../http/beijing-iso';
import { buildWorkbook } from '../../http/xlsx';
import { orderView, reportView } from './views';

/** One worksheet of an export: its name, header row and rows. */
export interface Sheet {
  name: string;
  headers: string[];
  rows: (string | number | null)[][];
}

type OrderRow = Parameters<typeof orderView>[0];
type ReportRow = Parameters<typeof reportView>[0];

/** 委托 sheet: the columns of every order export (A-shares, HK …). */
export function orderSheet(name: string, rows: readonly OrderRow[]): Sheet {
  return {
    name,
    headers: [
      '委托编号',
      '委托时间',
      '证券代码',
      '证券名称',
      '市场',
      '买卖方向',
      '委托价格',
      '委托数量',
      '成交数量',
      '成交金额',
      '状态',
      '废单原因',
    ],
    rows: rows
      .map(orderView)
      .map((o) => [
        o.orderId,
        beijingText(o.orderTime),
        o.security,
        o.securityName,
        o.market,
        o.sideName,
        o.price,
        o.orderQty,
        o.filledQty,
        o.filledAmount,
        o.statusName,
        o.rejectReason,
      ]),
  };
}

/** 成交 sheet: the columns of every fill export. */
export function fillSheet(name: string, rows: readonly ReportRow[]): Sheet {
  return {
    name,
    headers: [
      '成交时间',
      '委托编号',
      '证券代码',
      '证券名称',
      '买卖方向',
      '类别',
      '成交价格',
      '成交数量',
      '成交金额',
      '费用',
    ],
    rows: rows
      .map(reportView)
      .map((r) => [
        beijingText(r.time),
        r.orderId,
        r.security,
        r.securityName,
        r.sideName,
        r.execTypeName,
        r.price,
        r.qty,
        r.amount,
        r.fees,
      ]),
  };
}

/** 银证转账 sheet from stored transfer rows. */
export function transferSheet(name: string, rows: readonly Record<string, unknown>[]): Sheet {
  return {
    name,
    headers: ['流水号', '时间', '交易日', '方向', '金额', '转账后资金'],
    rows: rows.map((t) => [
      Number(t.transfer_id),
      beijingText(t.created_at as string),
      String(t.trading_date),
      Number(t.direction) === 1 ? '银行转证券' : '证券转银行',
      toYuan(Number(t.amount)),
      toYuan(Number(t.balance_after)),
    ]),
  };
}

/** The .xlsx of one sheet. */
export const workbookOf = (s: Sheet): Promise<Buffer> => buildWorkbook(s.name, s.headers, s.rows);
