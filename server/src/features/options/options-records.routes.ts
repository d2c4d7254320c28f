import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { keyOf } from '../../domain/market';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optText } from '../../http/schemas';
import { buildWorkbook, fileStamp, sendFile, XLSX_TYPE } from '../../http/xlsx';
import type { Feature } from '../feature';
import { marketOf } from '../quotation';
import { accountFor, tradingOf, type TradingService } from '../trading';
import { OptionsRepository } from './options.repository';
import { accountParams, todayOrders } from './options-query.routes';
import { optionParamRow, optionReportView, optionTypesOf } from './views';
import { allowAnyone, limited } from '../../http/call-limits';
import {
  ExportCurOrdListAnswer,
  ExportCurRptListAnswer,
  ExportSOTradeParamAnswer,
  QueryCurRptListAnswer,
} from './options.answers';

const tags = ['options'];

/** Today's option fills and day records of an account (a section's kind), newest first. */
async function todayReports(
  ctx: AppContext,
  svc: TradingService,
  accountId: number,
  kind: string | undefined,
) {
  await svc.core.flush();
  const types = optionTypesOf(kind);
  const m = svc.core.market;
  const rows = await new OptionsRepository(ctx.db).reports(
    accountId,
    m.now().tradingDate,
    (code, market) => types.includes(m.security(code, market)?.type ?? 0),
  );
  return rows
    .map((r) => ({ ...r, name: r.name || (m.security(r.code, r.market)?.name ?? '') }))
    .reverse()
    .map(optionReportView);
}

/** The trade parameters of every listed option of a kind (GetSOTradeParam, ExportSOTradeParam). */
export async function tradeParams(ctx: AppContext, kind?: string, underlying?: string) {
  const { market } = await marketOf(ctx);
  const types = optionTypesOf(kind);
  return market
    .all()
    .filter(
      (s) =>
        s.board === 'option' &&
        types.includes(s.type) &&
        (!underlying || s.derivative?.underlying === underlying),
    )
    .map((s) =>
      optionParamRow(
        s,
        market.quote(keyOf(s)),
        s.derivative?.underlying ? market.quote(s.derivative.underlying) : undefined,
      ),
    );
}

const ORDER_HEADERS = [
  '委托时间',
  '合约代码',
  '合约名称',
  '买卖开平',
  '持仓类型',
  '委托价格',
  '委托数量',
  '成交数量',
  '成交均价',
  '手续费',
  '状态',
];
const REPORT_HEADERS = [
  '成交时间',
  '合约代码',
  '合约名称',
  '买卖开平',
  '持仓类型',
  '成交价格',
  '成交数量',
  '成交金额',
  '手续费',
  '平仓盈亏',
];
const PARAM_HEADERS = [
  '合约代码',
  '合约名称',
  '标的',
  '类型',
  '行权价',
  '到期日',
  '合约单位',
  '行权方式',
  '交割方式',
  '最小变动价位',
  '每张手续费(元)',
  '单笔最大张数',
  '每张保证金(元)',
];

/** Today's fills, exports of orders and fills, and the trade-parameter export (spec §7). */
export const optionsRecordRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const part of [optionsFillsRoute, optionsExportRoutes, optionsTradeParamRoute])
      part(ctx)(app, ctx);
  };

/** The day's option fills. */
const optionsFillsRoute =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/SOQuery/QueryCurRptList',
        methods: ['GET', 'POST'],
        tags,
        summary: '期权当日成交（含买卖开平、平仓盈亏、到期行权记录）：data = { total, list }',
        params: Type.Object(accountParams),
        data: QueryCurRptListAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const list = await todayReports(ctx, svc, ref.accountId, p.kind);
        return { total: list.length, list };
      },
    );
  };

/** The day's orders and fills as spreadsheets. */
const optionsExportRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/SOQuery/ExportCurOrdList',
        methods: ['GET', 'POST'],
        tags,
        summary: '导出期权当日委托（xlsx）',
        params: Type.Object(accountParams),
        data: ExportCurOrdListAnswer,
        guard: limited(ctx, 'export', requireUser),
      },
      async (p, request, reply) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const { list } = await todayOrders(svc, ref.accountId, p.kind, false, {
          offset: 0,
          limit: 10_000,
        } as never);
        const book = await buildWorkbook(
          '当日委托',
          ORDER_HEADERS,
          list.map((o) => [
            o.orderTime,
            o.security,
            o.securityName,
            o.actionName,
            o.posSideName,
            o.price,
            o.orderQty,
            o.filledQty,
            o.avgPrice,
            o.fees,
            o.statusName,
          ]),
        );
        return sendFile(reply, `期权当日委托-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/SOQuery/ExportCurRptList',
        methods: ['GET', 'POST'],
        tags,
        summary: '导出期权当日成交（xlsx）',
        params: Type.Object(accountParams),
        data: ExportCurRptListAnswer,
        guard: limited(ctx, 'export', requireUser),
      },
      async (p, request, reply) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const list = await todayReports(ctx, svc, ref.accountId, p.kind);
        const book = await buildWorkbook(
          '当日成交',
          REPORT_HEADERS,
          list.map((r) => [
            r.time,
            r.security,
            r.securityName,
            r.actionName,
            r.posSideName,
            r.price,
            r.qty,
            r.amount,
            r.fees,
            r.realised,
          ]),
        );
        return sendFile(reply, `期权当日成交-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
      },
    );
  };

/** The option contracts' trading parameters as a spreadsheet. */
const optionsTradeParamRoute =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/TradeParam/ExportSOTradeParam',
        guard: limited(ctx, 'export', allowAnyone),
        methods: ['GET', 'POST'],
        tags,
        summary: '导出期权交易参数（xlsx；kind etf / index / commodity，underlying 标的）',
        params: Type.Object({ kind: optText(20), underlying: optText(20) }),
        data: ExportSOTradeParamAnswer,
      },
      async (p, _request, reply) => {
        const rows = await tradeParams(ctx, p.kind, p.underlying?.trim() || undefined);
        const book = await buildWorkbook(
          '期权交易参数',
          PARAM_HEADERS,
          rows.map((r) => [
            r.symbol,
            r.shortName,
            r.underlying,
            r.optionType === 'C' ? '认购' : '认沽',
            r.strike,
            r.expiry,
            r.unit,
            r.exerciseTypeName,
            r.settlementName,
            r.tick,
            r.feePerContract,
            r.maxOrderQty,
            r.marginPerContract,
          ]),
        );
        return sendFile(reply, `期权交易参数-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
      },
    );
  };
