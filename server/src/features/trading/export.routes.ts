import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { toYuan } from '../../domain/exchange';
import { requireUser } from '../../http/auth';
import { beijingText } from '../../http/beijing-iso';
import { endpoint } from '../../http/endpoint';
import { optInt } from '../../http/schemas';
import { buildWorkbook, fileStamp, sendFile, XLSX_TYPE } from '../../http/xlsx';
import type { Feature } from '../feature';
import { accountFor } from './access';
import { tradingOf } from './trading-service';
import { orderView, reportView } from './views';

const tags = ['trading'];
const params = Type.Object({ userID: optInt(1), assetAccount: optInt(1), TraderID: optInt(1) });
const ALL = 100_000;

/** Excel exports of today's orders and fills, and of the transfer records. */
export const exportRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/TraderQuery/ExportTodayDelegate',
        methods: ['GET', 'POST'],
        tags,
        summary: '导出当日委托（xlsx）',
        params,
        guard: requireUser,
      },
      async (p, request, reply) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const date = svc.core.market.now().tradingDate;
        const { rows } = await svc.queries.orders({
          accountId: ref.accountId,
          tradingDate: date,
          limit: ALL,
          offset: 0,
        });
        const book = await buildWorkbook(
          '当日委托',
          [
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
          rows
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
        );
        return sendFile(reply, `当日委托-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/TraderQuery/ExportTodayMakeBargain',
        methods: ['GET', 'POST'],
        tags,
        summary: '导出当日成交（xlsx）',
        params,
        guard: requireUser,
      },
      async (p, request, reply) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const date = svc.core.market.now().tradingDate;
        const { rows } = await svc.queries.reports({
          accountId: ref.accountId,
          tradingDate: date,
          limit: ALL,
          offset: 0,
        });
        const book = await buildWorkbook(
          '当日成交',
          [
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
          rows
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
        );
        return sendFile(reply, `当日成交-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/StockQuery/ExportTransferRecords',
        methods: ['GET', 'POST'],
        tags,
        summary: '导出银证转账记录（xlsx）',
        params,
        guard: requireUser,
      },
      async (p, request, reply) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const { rows } = await svc.queries.transfers(ref.accountId, ALL, 0);
        const book = await buildWorkbook(
          '银证转账',
          ['流水号', '时间', '交易日', '方向', '金额', '转账后资金'],
          rows.map((t) => [
            Number(t.transfer_id),
            beijingText(t.created_at as string),
            String(t.trading_date),
            Number(t.direction) === 1 ? '银行转证券' : '证券转银行',
            toYuan(Number(t.amount)),
            toYuan(Number(t.balance_after)),
          ]),
        );
        return sendFile(reply, `银证转账记录-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
      },
    );
  };
