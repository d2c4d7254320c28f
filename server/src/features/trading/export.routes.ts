import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/auth';
import { limited } from '../../http/call-limits';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt } from '../../http/schemas';
import { fileStamp, sendFile, XLSX_TYPE } from '../../http/xlsx';
import type { Feature } from '../feature';
import { accountFor } from './access';
import { tradingOf } from './trading-service';
import { fillSheet, orderSheet, transferSheet, workbookOf } from './export-sheets';
import {
  ExportTodayDelegateAnswer,
  ExportTodayMakeBargainAnswer,
  ExportTransferRecordsAnswer,
} from './trading.answers';

const tags = ['trading'];
const params = Type.Object({ ...accountSelectors, TraderID: optInt(1) });
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
        data: ExportTodayDelegateAnswer,
        guard: limited(ctx, 'export', requireUser),
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
        const book = await workbookOf(orderSheet('当日委托', rows));
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
        data: ExportTodayMakeBargainAnswer,
        guard: limited(ctx, 'export', requireUser),
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
        const book = await workbookOf(fillSheet('当日成交', rows));
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
        data: ExportTransferRecordsAnswer,
        guard: limited(ctx, 'export', requireUser),
      },
      async (p, request, reply) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const { rows } = await svc.queries.transfers(ref.accountId, ALL, 0);
        const book = await workbookOf(transferSheet('银证转账', rows));
        return sendFile(reply, `银证转账记录-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
      },
    );
  };
