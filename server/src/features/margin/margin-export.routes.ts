import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { EXEC_TYPE } from '../../domain/exchange';
import { beijingText } from '../../http/beijing-iso';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optText } from '../../http/schemas';
import { fileStamp, sendFile, XLSX_TYPE } from '../../http/xlsx';
import type { Feature } from '../feature';
import { accountFor, tradeError, workbookOf, type Sheet, tradingOf } from '../trading';
import { MarginRepository } from './margin.repository';
import { creditOrderView, creditReportView } from './views';
import { limited } from '../../http/call-limits';
import { ExportCreditFillsAnswer, ExportCreditOrdersAnswer } from './margin.answers';

const tags = ['margin'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ALL = 100_000;
const params = Type.Object({
  ...accountSelectors,
  fromDate: optText(10),
  toDate: optText(10),
});

/** The date range of a query (default today); 60011 when malformed or the end is before the start. */
export function creditRange(p: { fromDate?: string; toDate?: string }, today: string) {
  const from = p.fromDate || today;
  const to = p.toDate || today;
  if (!DATE.test(from) || !DATE.test(to) || from > to) throw tradeError(60011);
  return { from, to };
}

/** Credit fills, 强平 and 到期 of a range with their order kind and realised P&L. */
function fillSheet(rows: Parameters<typeof creditReportView>[0][]): Sheet {
  return {
    name: '信用成交',
    headers: [
      '成交时间',
      '交易日',
      '证券代码',
      '证券名称',
      '委托类别',
      '类型',
      '成交价格',
      '成交数量',
      '成交金额',
      '费用',
      '盈亏',
    ],
    rows: rows
      .map(creditReportView)
      .map((r) => [
        beijingText(r.time),
        r.tradingDate,
        r.security,
        r.securityName,
        r.effectName,
        r.execTypeName,
        r.price,
        r.qty,
        r.amount,
        r.fees,
        r.realised,
      ]),
  };
}

/** Credit orders of a range with their kind. */
function orderSheet(rows: Parameters<typeof creditOrderView>[0][]): Sheet {
  return {
    name: '信用委托',
    headers: [
      '委托编号',
      '委托时间',
      '证券代码',
      '证券名称',
      '委托类别',
      '委托价格',
      '委托数量',
      '成交数量',
      '状态',
    ],
    rows: rows
      .map(creditOrderView)
      .map((o) => [
        o.orderId,
        beijingText(o.orderTime),
        o.security,
        o.securityName,
        o.effectName,
        o.price,
        o.orderQty,
        o.filledQty,
        o.statusName,
      ]),
  };
}

/** The query center's .xlsx exports of credit fills and orders by date range (API-trading.md). */
export const marginExportRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/MarginQuery/ExportCreditFills',
        methods: ['GET', 'POST'],
        tags,
        summary: '导出信用成交（含强平、到期，xlsx）：fromDate/toDate 缺省当日',
        params,
        data: ExportCreditFillsAnswer,
        guard: limited(ctx, 'export', requireUser),
      },
      async (p, request, reply) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const { from, to } = creditRange(p, svc.core.market.now().tradingDate);
        await svc.core.flush();
        const rows = await new MarginRepository(ctx.db).reports(ref.accountId, from, to, [
          EXEC_TYPE.FILL,
          EXEC_TYPE.FORCED_CLOSE,
          EXEC_TYPE.EXPIRY,
        ]);
        const book = await workbookOf(fillSheet(rows));
        return sendFile(reply, `信用成交-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/MarginQuery/ExportCreditOrders',
        methods: ['GET', 'POST'],
        tags,
        summary: '导出信用委托（xlsx）：fromDate/toDate 缺省当日',
        params,
        data: ExportCreditOrdersAnswer,
        guard: limited(ctx, 'export', requireUser),
      },
      async (p, request, reply) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const { from, to } = creditRange(p, svc.core.market.now().tradingDate);
        const { rows } = await svc.queries.orders({
          accountId: ref.accountId,
          fromDate: from,
          toDate: to,
          limit: ALL,
          offset: 0,
        });
        const book = await workbookOf(orderSheet(rows.filter((o) => o.effect)));
        return sendFile(reply, `信用委托-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
      },
    );
  };
