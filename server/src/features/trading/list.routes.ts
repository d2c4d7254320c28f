import { STOCK_SECURITY_TYPES } from '@portal/shared-kit/domain';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, optText, page, paging } from '../../http/schemas';
import type { Feature } from '../feature';
import { accountFor, type AccountParams } from './access';
import type { ListFilter } from './query.repository';
import { tradingOf, type TradingService } from './trading-service';
import { orderView, reportView } from './views';
import { OrdersAnswer, ReportsAnswer } from './trading.answers';

const tags = ['trading'];
const flag = () =>
  Type.Optional(Type.Union([Type.Boolean(), Type.Integer(), Type.String({ maxLength: 5 })]));
const isOn = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** Security type filter as the trading search reads it (1 = stocks 1/19/21, 3 = funds 3/11). */
export function typesOf(securityType: number | undefined): number[] | undefined {
  if (!securityType) return undefined;
  if (securityType === 1) return [...STOCK_SECURITY_TYPES];
  if (securityType === 3) return [3, 11];
  return [securityType];
}

const listParams = Type.Object({
  ...accountSelectors,
  TraderID: optInt(1),
  securityType: optInt(0, 99),
  security: optText(30),
  isCanCancel: flag(),
  isDayInnerMatch: flag(),
  isMultiSheet: flag(),
  fromDate: optText(10),
  toDate: optText(10),
  ...paging,
});
type ListParams = typeof listParams.static;

/** Builds the list filter of a call: today's lists or history (fromDate/toDate). */
async function filterOf(
  svc: TradingService,
  request: FastifyRequest,
  p: ListParams,
  today: boolean,
): Promise<ListFilter> {
  const sel: AccountParams = {
    userID: p.userID,
    assetAccount: p.assetAccount,
    TraderID: p.TraderID,
  };
  const ref = await accountFor(svc, request, sel, { managersMayRead: true });
  const types = typesOf(p.securityType);
  return {
    accountId: ref.accountId,
    ...(today ? { tradingDate: svc.core.market.now().tradingDate } : {}),
    ...(p.fromDate ? { fromDate: p.fromDate } : {}),
    ...(p.toDate ? { toDate: p.toDate } : {}),
    ...(p.security ? { code: p.security.split('.')[0] } : {}),
    ...(types ? { securityTypes: types } : {}),
    cancellableOnly: isOn(p.isCanCancel),
    ...page(p),
  };
}

/** Order lists (委托) and report lists (成交回报), today's and history. */
export const listRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    const orders = (url: string, summary: string, today: boolean) =>
      endpoint(
        app,
        {
          url,
          methods: ['GET', 'POST'],
          tags,
          summary,
          params: listParams,
          data: OrdersAnswer,
          guard: requireUser,
        },
        async (p, r) => {
          const svc = await tradingOf(ctx);
          const page = await svc.queries.orders(await filterOf(svc, r, p, today));
          return { total: page.total, list: page.rows.map(orderView) };
        },
      );
    const reports = (url: string, summary: string, today: boolean) =>
      endpoint(
        app,
        {
          url,
          methods: ['GET', 'POST'],
          tags,
          summary,
          params: listParams,
          data: ReportsAnswer,
          guard: requireUser,
        },
        async (p, r) => {
          const svc = await tradingOf(ctx);
          const page = await svc.queries.reports(await filterOf(svc, r, p, today));
          // A record keeps no security type: the lists give the security's (prices' decimals).
          const typeOf = (row: { code: string; market: string }) =>
            svc.core.market.security(row.code, row.market)?.type ?? 0;
          const list = page.rows.map((row) => ({ ...reportView(row), securityType: typeOf(row) }));
          return { total: page.total, list };
        },
      );
    orders('/VERace/StockQuery/QueryStkCurOrdList', '当日委托：data = { total, list }', true);
    reports('/VERace/StockQuery/QueryStkCurRptList', '当日成交回报：data = { total, list }', true);
    orders(
      '/VERace/StockQuery/QueryCurOrdListSnapshot',
      '按 TraderID 查当日委托（教师可查学生）',
      true,
    );
    reports('/VERace/StockQuery/QueryCurRptListSnapshot', '按 TraderID 查当日成交回报', true);
    orders('/VERace/StockQuery/QueryStkHisOrdList', '历史委托（fromDate、toDate）', false);
    reports('/VERace/StockQuery/QueryStkHisRptList', '历史成交回报（fromDate、toDate）', false);
  };
