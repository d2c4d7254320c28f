import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { keyOf, type SimulatedMarket } from '../../domain/market';
import { TRAINING_ROLES as R } from '../../domain/training';
import {
  averageLine,
  gradeTimeShar,
  QUIZ_SIZE,
  timeSharPick,
  timeSharQuestions,
} from '../../domain/training/kline';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/app-error';
import { marketOf } from '../quotation/market-service';
import { trainingGuard } from '../training/training-guard';
import { TRAINING_PREFIX } from '../training/training-prefix';
import { STOCK_TYPES } from './replay-bars';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/KChart`;
const guard = trainingGuard(R.ANY);
const seedSchema = () => Type.Integer({ minimum: 1, maximum: 1_000_000 });
/** The days come from the first stocks by code over the first stored trading days (as K线判断). */
const STOCKS = 40;
const DAYS = 300;

/** The day of a seed: a stock, a past trading day, its minute bars and the previous close. */
function dayOf(market: SimulatedMarket, seed: number) {
  const today = market.tradingDate();
  const dates = market
    .tradingDates()
    .filter((d) => d < today)
    .slice(0, DAYS);
  const stocks = market
    .all()
    .filter((s) => STOCK_TYPES.has(s.type))
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)))
    .slice(0, STOCKS);
  if (dates.length < 2 || stocks.length === 0) throw notFound('没有可用的历史行情');
  const pick = timeSharPick(seed, stocks.length, dates.length);
  const sec = stocks[pick.stock] as (typeof stocks)[number];
  const date = dates[pick.day] as string;
  const prev = market.dailyBars(keyOf(sec), dates[pick.day - 1], dates[pick.day - 1])[0];
  const bars = market.minuteBars(keyOf(sec), date);
  if (!prev || bars.length === 0) throw notFound('没有可用的历史行情');
  return { sec, date, prevClose: prev.close, bars };
}

/** TrainKCharTimeShar: five questions on a real past day's 分时 chart; graded here, stored. */
export function timeSharRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/TimeSharQuiz`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '分时图练习',
      params: Type.Object({ seed: Type.Optional(seedSchema()) }),
    },
    async (p) => {
      const seed = p.seed ?? 1 + Math.floor(Math.random() * 999_999);
      const { market } = await marketOf(ctx);
      const d = dayOf(market, seed);
      const avg = averageLine(d.bars);
      return {
        seed,
        name: `${d.sec.name}（${d.sec.code}）`,
        date: d.date,
        prevClose: d.prevClose,
        minutes: d.bars.map((b, i) => ({
          time: b.time.slice(11),
          price: b.close,
          avg: avg[i],
          volume: b.volume,
        })),
        questions: timeSharQuestions(d.bars, d.prevClose).map((q, index) => ({
          index,
          prompt: q.prompt,
          options: q.options,
        })),
      };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/TimeSharSubmit`,
      methods: ['POST'],
      tags,
      guard,
      summary: '提交分时图练习',
      params: Type.Object({
        seed: seedSchema(),
        answers: Type.Array(Type.Integer({ minimum: -1, maximum: 2 }), { maxItems: QUIZ_SIZE }),
      }),
    },
    async (p, r) => {
      const { market } = await marketOf(ctx);
      const d = dayOf(market, p.seed);
      const graded = gradeTimeShar(timeSharQuestions(d.bars, d.prevClose), p.answers);
      await ctx.db.query(
        `INSERT INTO training_kline_scores (user_id, tool, seed, score, answers) VALUES ($1, 'timeshar', $2, $3, $4)`,
        [currentUser(r).id, p.seed, graded.score, JSON.stringify(p.answers)],
      );
      return graded;
    },
  );
}
