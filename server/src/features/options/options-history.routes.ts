import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optText } from '../../http/schemas';
import type { Feature } from '../feature';
import { creditRange } from '../margin';
import { accountFor, tradingOf } from '../trading';
import { OptionsRepository } from './options.repository';
import { accountParams } from './options-query.routes';
import { optionReportView, optionTypesOf } from './views';
import { QueryHisRptListAnswer } from './options.answers';

/**
 * 历史成交 of an option section: the fills and the day records (到期交割 123 — an exercise or
 * expiry booked at a rollover, so never among the next day's 当日成交 — and 强平 122) of a date
 * range, newest first.
 */
export const optionsHistoryRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/SOQuery/QueryHisRptList',
        methods: ['GET', 'POST'],
        tags: ['options'],
        summary:
          '期权历史成交（含到期交割、强平记录）：fromDate/toDate（YYYY-MM-DD，缺省当日），kind etf / index / commodity；data = { total, list }（同 QueryCurRptList，另有 tradingDate），最新在前，最多 1000 条',
        params: Type.Object({ ...accountParams, fromDate: optText(10), toDate: optText(10) }),
        data: QueryHisRptListAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const m = svc.core.market;
        const { from, to } = creditRange(p, m.now().tradingDate);
        await svc.core.flush();
        const types = optionTypesOf(p.kind);
        const rows = await new OptionsRepository(ctx.db).reports(
          ref.accountId,
          from,
          (code, market) => types.includes(m.security(code, market)?.type ?? 0),
          to,
        );
        const list = rows
          .map((r) => ({ ...r, name: r.name || (m.security(r.code, r.market)?.name ?? '') }))
          .reverse()
          .map(optionReportView);
        return { total: list.length, list };
      },
    );
  };
