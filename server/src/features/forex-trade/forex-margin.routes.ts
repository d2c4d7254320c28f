import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { EXEC_TYPE, toYuan } from '../../domain/exchange';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, paging } from '../../http/schemas';
import type { Feature } from '../feature';
import { tradingOf, reportView } from '../trading';
import { forexAccountFor } from './forex-account';
import { QueryForexMarginRecordsAnswer } from './forex-trade.answers';

/** What the margin mode's day records are called on the forex pages. */
const RECORD_NAMES: Record<number, string> = {
  [EXEC_TYPE.MARK_TO_MARKET]: '隔夜利息',
  [EXEC_TYPE.FORCED_CLOSE]: '强制平仓',
  [EXEC_TYPE.BALANCE_RESET]: '负余额清零',
};

/**
 * The margin mode's day records of a forex account, newest first: the swap booked on each
 * position at the rollover (121), every stop-out close (122) and a balance set back to zero after
 * one (124), with the P&L each realised.
 */
export const forexMarginRecordRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/ForexQuery/QueryForexMarginRecords',
        methods: ['GET', 'POST'],
        tags: ['forex'],
        summary:
          '外汇虚盘记录（隔夜利息、强制平仓、负余额清零）：data = { total, list: [{ reportId, security, sideName, execType, recordName, qty, price, amount, fees, realisedPL, tradingDate, time }] }',
        params: Type.Object({
          ...accountSelectors,
          matchID: optInt(1),
          ...paging,
        }),
        data: QueryForexMarginRecordsAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await forexAccountFor(svc, ctx.db, request, p);
        const size = p.pageSize ?? 50;
        const page = await svc.queries.reports({
          accountId: ref.accountId,
          execTypes: [EXEC_TYPE.MARK_TO_MARKET, EXEC_TYPE.FORCED_CLOSE, EXEC_TYPE.BALANCE_RESET],
          limit: size,
          offset: ((p.pageIndex ?? 1) - 1) * size,
        });
        return {
          total: page.total,
          list: page.rows.map((r) => ({
            ...reportView(r),
            recordName: RECORD_NAMES[r.execType] ?? '',
            realisedPL: toYuan(r.realised ?? 0),
          })),
        };
      },
    );
  };
