import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R } from '../../domain/training';
import { disguiseOf, rebaseBar, rebasePrice } from '../../domain/training/disguise';
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
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { exercisePool, type ExercisePool } from './exercise-history';
import { QUIZ_SEED_MAX, recordAttempt, ruleOf, submitAnswer } from './kline-attempts';
import { TimeSharQuizAnswer, TimeSharSubmitAnswer } from './training-replay.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/KChart`;
const guard = trainingGuard(R.ANY);
const seedSchema = () => Type.Integer({ minimum: 1, maximum: QUIZ_SEED_MAX });

/**
 * The day of a quiz number in the private exercise history: a stock, a past trading day, its
 * minute bars and the previous close, rebased by the number's own factors (prices and volume).
 */
function dayOf(pool: ExercisePool, seed: number) {
  const { stocks, dates } = pool;
  if (dates.length < 2 || stocks.length === 0) throw notFound('没有可用的历史行情');
  const pick = timeSharPick(seed, stocks.length, dates.length);
  const sec = stocks[pick.stock] as (typeof stocks)[number];
  const date = dates[pick.day] as string;
  const prevDate = dates[pick.day - 1] as string;
  const prev = pool.history.dailyBars(sec, prevDate, prevDate)[0];
  const raw = pool.history.minuteBars(sec, date);
  if (!prev || raw.length === 0) throw notFound('没有可用的历史行情');
  const d = disguiseOf(pool.secret, 'timeshar', seed);
  const bars = raw.map((b) => rebaseBar(b, d));
  return { sec, date, prevClose: rebasePrice(prev.close, d), bars };
}

/**
 * TrainKCharTimeShar: five questions on a past day's 分时 chart of the private history (the stock
 * and the date are told once the counted attempt is final); graded here, every submit stored.
 */
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
      data: TimeSharQuizAnswer,
    },
    async (p, r) => {
      const seed = p.seed ?? 1 + Math.floor(Math.random() * 999_999);
      await ruleOf(ctx.db, currentUser(r), 'timeshar', seed);
      const d = dayOf(await exercisePool(ctx), seed);
      const avg = averageLine(d.bars);
      return {
        seed,
        prevClose: d.prevClose,
        minutes: d.bars.map((b, i) => ({
          time: b.time.slice(11),
          price: b.close,
          avg: avg[i] ?? b.close,
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
      data: TimeSharSubmitAnswer,
    },
    async (p, r) => {
      const u = currentUser(r);
      const rule = await ruleOf(ctx.db, u, 'timeshar', p.seed);
      const d = dayOf(await exercisePool(ctx), p.seed);
      const graded = gradeTimeShar(timeSharQuestions(d.bars, d.prevClose), p.answers);
      const rec = await recordAttempt(
        ctx.db,
        { userID: u.id, tool: 'timeshar', seed: p.seed, score: graded.score, answers: p.answers },
        rule,
      );
      return submitAnswer(graded, rec, {
        name: `${d.sec.name}（${d.sec.code}）`,
        date: d.date,
      });
    },
  );
}
