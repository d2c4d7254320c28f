import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { keyOf, type SimulatedMarket } from '../../domain/market';
import { TRAINING_ROLES as R } from '../../domain/training';
import {
  DISC_OPTIONS,
  discQuiz,
  gradeDisc,
  gradeLabel,
  labelQuiz,
  patternExamples,
  QUIZ_SIZE,
  type Candle,
} from '../../domain/training/kline';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { marketOf } from '../quotation/market-service';
import { trainingGuard } from '../training/training-guard';
import { TRAINING_PREFIX } from '../training/training-prefix';
import { STOCK_TYPES } from './replay-bars';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/KChart`;
const guard = trainingGuard(R.ANY);
const seedSchema = () => Type.Integer({ minimum: 1, maximum: 1_000_000 });
const newSeed = (seed?: number) => seed ?? 1 + Math.floor(Math.random() * 999_999);
/** Stocks and trading days of the stored history the TrainKCharDisc questions come from. */
const DISC_STOCKS = 40;
const DISC_DAYS = 300;

const ohlc = (b: Candle): Candle => ({ open: b.open, high: b.high, low: b.low, close: b.close });

/**
 * Daily series of the first stocks by code over the first DISC_DAYS stored trading days: history
 * that never changes as days roll on, so a seed keeps its questions (K线判断, 历史交易).
 */
export function storedSeries(market: SimulatedMarket) {
  const dates = market.tradingDates();
  const to = dates[Math.min(DISC_DAYS, dates.length - 1) - 1] ?? '';
  return market
    .all()
    .filter((s) => STOCK_TYPES.has(s.type))
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)))
    .slice(0, DISC_STOCKS)
    .map((sec) => ({ sec, bars: market.dailyBars(keyOf(sec), dates[0], to).map(ohlc) }));
}

const discPool = (market: SimulatedMarket): Candle[][] => storedSeries(market).map((s) => s.bars);

/** TrainKChartInfo examples, TrainKChartLabel and TrainKCharDisc: seeded sets, scores stored. */
export function kchartToolRoutes(app: FastifyInstance, ctx: AppContext): void {
  const save = (userID: number, tool: string, seed: number, score: number, answers: number[]) =>
    ctx.db.query(
      `INSERT INTO training_kline_scores (user_id, tool, seed, score, answers) VALUES ($1, $2, $3, $4, $5)`,
      [userID, tool, seed, Math.round(score), JSON.stringify(answers)],
    );

  endpoint(
    app,
    {
      url: `${base}/Examples`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: 'K线形态示例',
      params: Type.Object({ seed: Type.Optional(seedSchema()) }),
    },
    async (p) => {
      const seed = newSeed(p.seed);
      return { seed, examples: patternExamples(seed) };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/LabelQuiz`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: 'K线标注练习',
      params: Type.Object({ seed: Type.Optional(seedSchema()) }),
    },
    async (p) => {
      const seed = newSeed(p.seed);
      const questions = labelQuiz(seed).map((q, index) => ({
        index,
        kind: q.kind,
        prompt: q.prompt,
        bars: q.bars,
      }));
      return { seed, questions };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/LabelSubmit`,
      methods: ['POST'],
      tags,
      guard,
      summary: '提交K线标注',
      params: Type.Object({
        seed: seedSchema(),
        marks: Type.Array(Type.Number({ minimum: -1, maximum: 1_000_000 }), {
          maxItems: QUIZ_SIZE,
        }),
      }),
    },
    async (p, r) => {
      const graded = gradeLabel(labelQuiz(p.seed), p.marks);
      await save(currentUser(r).id, 'label', p.seed, graded.score, p.marks);
      return graded;
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DiscQuiz`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: 'K线形态后市判断',
      params: Type.Object({ seed: Type.Optional(seedSchema()) }),
    },
    async (p) => {
      const seed = newSeed(p.seed);
      const { market } = await marketOf(ctx);
      const questions = discQuiz(seed, discPool(market)).map((q, index) => ({
        index,
        patternName: q.patternName,
        bars: q.bars,
        options: DISC_OPTIONS,
      }));
      return { seed, questions };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DiscSubmit`,
      methods: ['POST'],
      tags,
      guard,
      summary: '提交后市判断',
      params: Type.Object({
        seed: seedSchema(),
        answers: Type.Array(Type.Integer({ minimum: -1, maximum: 2 }), { maxItems: QUIZ_SIZE }),
      }),
    },
    async (p, r) => {
      const { market } = await marketOf(ctx);
      const graded = gradeDisc(discQuiz(p.seed, discPool(market)), p.answers);
      await save(currentUser(r).id, 'disc', p.seed, graded.score, p.answers);
      return graded;
    },
  );
}
