import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { endpoint } from '../../http/endpoint';
import type { Feature } from '../feature';
import { marketOf } from '../quotation';
import { tradingOf } from '../trading';
import { SettleTodayAnswer } from './futures.answers';

/**
 * Test-only (ENABLE_TEST_ROUTES=1, the e2e run): runs the day-end settlement of the current
 * trading date now (again if it already ran), as the rollover would (orders expire, futures are marked to their
 * settlement price — the VWAP of the day so far, CFFEX of its last hour —, 强平 is checked per account, the
 * statement is written); the later rollover skips the settled accounts.
 */
export const futuresTestRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    if (!ctx.config.enableTestRoutes) return;
    endpoint(
      app,
      {
        url: '/test/futures/settle-today',
        methods: ['POST'],
        tags: ['test'],
        summary: '（仅测试）立即结算当前交易日，data 为结算的交易日',
        params: Type.Object({}),
        data: SettleTodayAnswer,
      },
      async () => {
        const svc = await tradingOf(ctx);
        const { clock } = await marketOf(ctx);
        const today = clock.read().tradingDate;
        // Again each call: e2e files share one server, and another file may have rolled today already.
        await svc.settle(today, clock.calendar.shift(today, 1), true);
        return today;
      },
    );
  };
