import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { SECURITY_TYPE } from '../../domain/market';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optText } from '../../http/schemas';
import { fileStamp, sendFile, XLSX_TYPE } from '../../http/xlsx';
import type { Feature } from '../feature';
import {
  tradeError,
  fillSheet,
  orderSheet,
  transferSheet,
  workbookOf,
  type Sheet,
  type ListFilter,
  tradingOf,
  type TradingService,
} from '../trading';
import { hkAccountFor, sectionParam } from './hk-account';
import { limited } from '../../http/call-limits';
import { RouteAnswer } from './hk.answers';

const ALL = 100_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const params = Type.Object({
  ...accountSelectors,
  section: sectionParam,
  fromDate: optText(10),
  toDate: optText(10),
});
type Params = typeof params.static;

/** The date range of an export: both optional, YYYY-MM-DD, the end not before the start (60002). */
function rangeOf(p: Params): { fromDate?: string; toDate?: string } {
  const from = p.fromDate || undefined;
  const to = p.toDate || undefined;
  if ((from && !DATE.test(from)) || (to && !DATE.test(to)) || (from && to && to < from))
    throw tradeError(60002);
  return { ...(from ? { fromDate: from } : {}), ...(to ? { toDate: to } : {}) };
}

type Build = (
  svc: TradingService,
  filter: ListFilter,
  range: { fromDate?: string; toDate?: string },
) => Promise<Sheet>;

/**
 * .xlsx exports of an HK section's orders, fills and transfers over a date range (fromDate,
 * toDate; all dates when absent), with the columns of the A-share exports (export-sheets.ts).
 */
export const hkExportRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    const route = (url: string, summary: string, file: string, build: Build) =>
      endpoint(
        app,
        {
          url,
          methods: ['GET', 'POST'],
          tags: ['hk'],
          summary,
          params,
          data: RouteAnswer,
          guard: limited(ctx, 'export', requireUser),
        },
        async (p, request, reply) => {
          const range = rangeOf(p);
          const svc = await tradingOf(ctx);
          const ref = await hkAccountFor(ctx, svc, request, p, p.section ?? 'HKStock');
          const filter: ListFilter = {
            accountId: ref.accountId,
            ...range,
            securityTypes: [SECURITY_TYPE.hkStock],
            limit: ALL,
            offset: 0,
          };
          const book = await workbookOf(await build(svc, filter, range));
          return sendFile(reply, `${file}-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
        },
      );
    route(
      '/VERace/HKQuery/ExportHKOrders',
      '导出港股委托（xlsx，fromDate、toDate）',
      '港股委托',
      async (svc, f) => orderSheet('港股委托', (await svc.queries.orders(f)).rows),
    );
    route(
      '/VERace/HKQuery/ExportHKFills',
      '导出港股成交（xlsx，fromDate、toDate）',
      '港股成交',
      async (svc, f) =>
        fillSheet(
          '港股成交',
          (await svc.queries.reports({ ...f, execTypes: [15] })).rows.filter(
            (r) => r.market === 'HKEX',
          ),
        ),
    );
    route(
      '/VERace/HKQuery/ExportHKTransfers',
      '导出港股账户银证转账（xlsx，fromDate、toDate）',
      '港股银证转账',
      async (svc, f, range) => {
        const { rows } = await svc.queries.transfers(f.accountId, ALL, 0);
        const day = (r: Record<string, unknown>) => String(r.trading_date);
        const inRange = rows.filter(
          (r) =>
            (!range.fromDate || day(r) >= range.fromDate) &&
            (!range.toDate || day(r) <= range.toDate),
        );
        return transferSheet('银证转账', inRange);
      },
    );
  };
