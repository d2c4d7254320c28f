import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { EXEC_TYPE } from '../../domain/exchange';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optText } from '../../http/schemas';
import type { Feature } from '../feature';
import { accountFor, tradingOf } from '../trading';
import { creditRange } from './margin-export.routes';
import { MarginRepository } from './margin.repository';
import { creditReportView } from './views';
import { QueryCurRptListAnswer } from './margin.answers';

const tags = ['margin'];

/** A credit account's fills and forced closes (强平) over a date range (API-trading.md). */
export const marginRecordRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/MarginQuery/QueryCurRptList',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '信用成交（含强平、到期）：fromDate/toDate（YYYY-MM-DD，缺省当日）；data = [{ security, effectName, execTypeName, qty, price, amount, fees, realised, time }]',
        params: Type.Object({
          ...accountSelectors,
          fromDate: optText(10),
          toDate: optText(10),
        }),
        data: QueryCurRptListAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const { from, to } = creditRange(p, svc.core.market.now().tradingDate);
        await svc.core.flush();
        const rows = await new MarginRepository(ctx.db).reports(ref.accountId, from, to, [
          EXEC_TYPE.FILL,
          EXEC_TYPE.FORCED_CLOSE,
          EXEC_TYPE.EXPIRY,
        ]);
        return rows.map((r) => ({
          ...creditReportView(r),
          securityName: r.name || (svc.core.market.security(r.code, r.market)?.name ?? ''),
        }));
      },
    );
  };
