import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { ClassSettings } from '../../domain/exchange';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optText } from '../../http/schemas';
import { buildWorkbook, fileStamp, sendFile, XLSX_TYPE } from '../../http/xlsx';
import type { Feature } from '../feature';
import { accountFor, tradingOf, type TradingService } from '../trading';
import { marketOf } from '../quotation';
import { contractRow, listedContracts, mainCodes, NO_CONTEST, typesOf } from './contracts';
import { FuturesRepository, type FuturesReport } from './futures.repository';
import { futuresListDate } from './trading-day';
import { futuresReportView, statementView } from './views';
import { keyOf } from '../../domain/market';
import { limited, allowAnyone } from '../../http/call-limits';
import {
  ExportFuturesTradeParamAnswer,
  FuturesTradeParamRoutesAnswer,
  GetSettlementDatesAnswer,
  QueryCurRptListAnswer,
  QuerySettlementStatementAnswer,
} from './futures.answers';

const tags = ['futures'];
const account = { ...accountSelectors, kind: optText(20) };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Day records carry no order: their contract name comes from the master. */
async function named(svc: TradingService, rows: Promise<FuturesReport[]>) {
  return (await rows).map((r) => ({
    ...r,
    name: r.name || (svc.core.market.security(r.code, r.market)?.name ?? ''),
  }));
}

const PARAM_HEADERS = [
  '合约代码',
  '合约名称',
  '交易所',
  '品种',
  '交割月份',
  '最后交易日',
  '主力',
  '合约乘数',
  '最小变动价位',
  '涨跌停幅度(%)',
  '多头保证金率(%)',
  '空头保证金率(%)',
  '手续费方式',
  '开仓手续费',
  '平仓手续费',
  '平今手续费',
  '日盘交易时间',
  '夜盘交易时间',
  '持仓限额(手)',
];

/** One contract's row of the exported parameters (PARAM_HEADERS). */
const paramRow = (r: Awaited<ReturnType<typeof contracts>>[number]) => [
  r.symbol,
  r.shortName,
  r.market,
  r.productName,
  r.deliveryMonth,
  r.lastTradingDay,
  r.isMain ? '是' : '',
  r.multiplier,
  r.tick,
  r.limitPct,
  r.longMarginRate,
  r.shortMarginRate,
  r.feeKind === 'lot' ? '按手(元/手)' : '按金额(费率)',
  r.openFee,
  r.closeFee,
  r.closeTodayFee,
  r.daySessions,
  r.nightSession || '无',
  r.positionLimit,
];

/** Contracts, trade parameters, today's fills and the daily settlement statements (API-futures.md). */
export const futuresRecordRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const part of [futuresTradeParamRoutes, tradeParamExportRoute, futuresStatementRoutes])
      part(ctx)(app, ctx);
  };

const kindParams = Type.Object({ kind: optText(20), product: optText(10) });

/** The settings of the caller's current contest (none when signed out or in none). */
async function settingsOf(ctx: AppContext, request: FastifyRequest): Promise<ClassSettings> {
  if (!request.user) return NO_CONTEST;
  const svc = await tradingOf(ctx);
  const match = await svc.engine.currentMatch(request.user.id);
  return match === null ? NO_CONTEST : svc.core.settings(match);
}

/** The listed contracts of `kind`: quote, main flag and trade parameters under those settings. */
async function contracts(ctx: AppContext, kind: string | undefined, request: FastifyRequest) {
  const { market, clock } = await marketOf(ctx);
  const list = listedContracts(market.all(), kind, clock.read().tradingDate);
  const main = mainCodes(list);
  const settings = await settingsOf(ctx, request);
  return list.map((s) => contractRow(s, market.quote(keyOf(s)), main.has(keyOf(s)), settings));
}

/** The contracts with their trading parameters (交易参数), under both paths. */
const futuresTradeParamRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const [url, summary] of [
      [
        '/VERace/FuturesQuery/GetFuturesSecurityCurInfo',
        '期货合约及行情（kind commodity 商品 / finance 金融，product 品种）：data = [{ symbol, shortName, product, deliveryMonth, isMain, last, … }]',
      ],
      [
        '/VERace/TradeParam/GetFuturesTradeParam',
        '期货交易参数：每个合约的乘数、最小变动价位、涨跌停、保证金率、手续费（含平今）、交易时间（含夜盘）、最后交易日、持仓限额',
      ],
    ] as const)
      endpoint(
        app,
        {
          url,
          methods: ['GET', 'POST'],
          tags,
          summary,
          params: kindParams,
          data: FuturesTradeParamRoutesAnswer,
        },
        async (p, request) => {
          const rows = await contracts(ctx, p.kind, request);
          return p.product ? rows.filter((r) => r.product === p.product) : rows;
        },
      );
  };

/** The trading parameters exported (xlsx). */
const tradeParamExportRoute =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/TradeParam/ExportFuturesTradeParam',
        guard: limited(ctx, 'export', allowAnyone),
        methods: ['GET', 'POST'],
        tags,
        summary: '导出期货交易参数（xlsx）',
        params: kindParams,
        data: ExportFuturesTradeParamAnswer,
      },
      async (p, request, reply) => {
        const rows = await contracts(ctx, p.kind, request);
        const book = await buildWorkbook('期货交易参数', PARAM_HEADERS, rows.map(paramRow));
        return sendFile(reply, `期货交易参数-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
      },
    );
  };

/** The day's fills, the settlement dates and the settlement statement (结算单). */
const futuresStatementRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/FuturesQuery/QueryCurRptList',
        methods: ['GET', 'POST'],
        tags,
        summary: '期货当日成交（含开平、平仓盈亏）：data = { total, list }',
        params: Type.Object(account),
        data: QueryCurRptListAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        await svc.core.flush();
        const repo = new FuturesRepository(ctx.db);
        const rows = await named(
          svc,
          repo.reports(ref.accountId, futuresListDate(svc), typesOf(p.kind)),
        );
        const list = rows.reverse().map(futuresReportView);
        return { total: list.length, list };
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/FuturesQuery/GetSettlementDates',
        methods: ['GET', 'POST'],
        tags,
        summary: '有期货记录的结算日（新到旧）：data = [tradingDate]',
        params: Type.Object(account),
        data: GetSettlementDatesAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        await svc.core.flush();
        return new FuturesRepository(ctx.db).statementDates(ref.accountId);
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/FuturesQuery/QuerySettlementStatement',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '结算单（tradingDate，默认上一交易日）：data = { tradingDate, settled, summary { closeProfit 平仓盈亏, markToMarket 盯市盈亏, fees, netProfit, totalAssets … }, trades, settlements }',
        params: Type.Object({ ...account, tradingDate: optText(10) }),
        data: QuerySettlementStatementAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const today = svc.core.market.now().tradingDate;
        const wanted = p.tradingDate?.trim() ?? '';
        const date = DATE.test(wanted) ? wanted : svc.core.market.previousTradingDate(today);
        await svc.core.flush();
        const repo = new FuturesRepository(ctx.db);
        const reports = await named(svc, repo.reports(ref.accountId, date, typesOf(p.kind)));
        const nav = await repo.nav(ref.accountId, date);
        const prev = await repo.nav(ref.accountId, svc.core.market.previousTradingDate(date));
        return statementView(date, reports, nav, prev);
      },
    );
  };
