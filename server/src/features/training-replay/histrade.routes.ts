import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R } from '../../domain/training';
import {
  gradeHistrade,
  HISTRADE_ACTIONS,
  HISTRADE_CASH_LI,
  HISTRADE_LOOKBACK,
  HISTRADE_STEPS,
  histradeWindow,
  type HistradeSeries,
} from '../../domain/training/kline';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/app-error';
import { marketOf } from '../quotation/market-service';
import { trainingGuard } from '../training/training-guard';
import { TRAINING_PREFIX } from '../training/training-prefix';
import { storedSeries } from './kchart-tools.routes';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/KChart`;
const guard = trainingGuard(R.ANY);
const seedSchema = () => Type.Integer({ minimum: 1, maximum: 1_000_000 });

/**
 * trainKChartHistrade: a window of the stored history drawn by the set number, revealed a bar per
 * decision (the security is not named, so its future cannot be looked up); the server replays the
 * submitted actions itself and stores the score.
 */
export function histradeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const windowOf = async (seed: number) => {
    const { market } = await marketOf(ctx);
    const pool: HistradeSeries[] = storedSeries(market);
    const w = histradeWindow(seed, pool);
    if (!w) throw notFound('没有可用的历史行情');
    return { w, sec: (pool[w.series] as HistradeSeries).sec };
  };

  endpoint(
    app,
    {
      url: `${base}/HistradeBars`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '历史交易：已揭示的K线',
      params: Type.Object({
        seed: Type.Optional(seedSchema()),
        shown: Type.Optional(Type.Integer({ minimum: 0, maximum: HISTRADE_STEPS })),
      }),
    },
    async (p) => {
      const seed = p.seed ?? 1 + Math.floor(Math.random() * 999_999);
      const { w, sec } = await windowOf(seed);
      const shown = p.shown ?? 0;
      return {
        seed,
        steps: HISTRADE_STEPS,
        shown,
        lot: sec.lot,
        minBuy: sec.minBuy,
        cash: HISTRADE_CASH_LI / 1000,
        options: HISTRADE_ACTIONS,
        bars: w.bars.slice(0, HISTRADE_LOOKBACK + shown),
      };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/HistradeSubmit`,
      methods: ['POST'],
      tags,
      guard,
      summary: '提交历史交易',
      params: Type.Object({
        seed: seedSchema(),
        actions: Type.Array(Type.Integer({ minimum: 0, maximum: 2 }), {
          maxItems: HISTRADE_STEPS,
        }),
      }),
    },
    async (p, r) => {
      const { w, sec } = await windowOf(p.seed);
      const graded = gradeHistrade(sec, w.bars, p.actions);
      await ctx.db.query(
        `INSERT INTO training_kline_scores (user_id, tool, seed, score, answers) VALUES ($1, 'histrade', $2, $3, $4)`,
        [currentUser(r).id, p.seed, graded.score, JSON.stringify(p.actions)],
      );
      return { ...graded, bars: w.bars, name: `${sec.name}（${sec.code}）` };
    },
  );
}
