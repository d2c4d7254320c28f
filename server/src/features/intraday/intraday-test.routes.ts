import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { endpoint } from '../../http/endpoint';
import type { Feature } from '../feature';
import { tradingOf } from '../trading';
import { runCutoff } from './cutoff.job';
import { IntradayRepository } from './intraday.repository';
import { CutoffNowAnswer } from './intraday.answers';

/**
 * Test-only (ENABLE_TEST_ROUTES=1, the e2e run): runs the intraday cut-off of every type-4
 * contest now, as the job does at the contest's cut-off time (14:57 by default); data is how
 * many accounts it closed.
 */
export const intradayTestRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    if (!ctx.config.enableTestRoutes) return;
    endpoint(
      app,
      {
        url: '/test/intraday/cutoff-now',
        methods: ['POST'],
        tags: ['test'],
        summary: '（仅测试）立即执行日内回转强平，data 为平仓的账户数',
        params: Type.Object({}),
        data: CutoffNowAnswer,
      },
      async () => runCutoff(await tradingOf(ctx), new IntradayRepository(ctx.db), true),
    );
  };
