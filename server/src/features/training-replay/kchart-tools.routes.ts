import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R } from '../../domain/training';
import { disguiseDisc } from '../../domain/training/disguise';
import {
  DISC_AHEAD,
  DISC_LOOKBACK,
  DISC_OPTIONS,
  discQuiz,
  gradeDisc,
  gradeLabel,
  labelQuiz,
  patternExamples,
  QUIZ_SIZE,
} from '../../domain/training/kline';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { exercisePool, type ExercisePool } from './exercise-history';
import { QUIZ_SEED_MAX, recordAttempt, ruleOf, submitAnswer } from './kline-attempts';
import {
  DiscQuizAnswer,
  DiscSubmitAnswer,
  ExamplesAnswer,
  LabelQuizAnswer,
  LabelSubmitAnswer,
} from './training-replay.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/KChart`;
const guard = trainingGuard(R.ANY);
const seedSchema = () => Type.Integer({ minimum: 1, maximum: QUIZ_SEED_MAX });
const newSeed = (seed?: number) => seed ?? 1 + Math.floor(Math.random() * 999_999);
/** The K线判断 set of a quiz number, disguised (drawn from the private exercise history). */
const discOf = (pool: ExercisePool, seed: number) =>
  disguiseDisc(
    discQuiz(
      seed,
      pool.series.map((x) => x.bars),
    ),
    pool.secret,
    seed,
  );

/** Where each question of a K线判断 set came from (told once the counted attempt is final). */
const discSources = (pool: ExercisePool, seed: number) =>
  discQuiz(
    seed,
    pool.series.map((x) => x.bars),
  ).map((q) => {
    const sec = pool.series[q.series]?.sec;
    return {
      code: sec?.code ?? '',
      name: sec?.name ?? '',
      from: pool.dates[q.at + 1 - DISC_LOOKBACK] ?? '',
      to: pool.dates[q.at + DISC_AHEAD] ?? '',
    };
  });

/**
 * TrainKChartInfo examples, TrainKChartLabel and TrainKCharDisc: seeded sets; every submit is
 * stored as an attempt, and its answer holds the key only once the counted attempt is final.
 */
export function kchartToolRoutes(app: FastifyInstance, ctx: AppContext): void {
  examplesRoute(app);
  labelRoutes(app, ctx);
  discRoutes(app, ctx);
}

/** Examples of the K-line patterns. */
function examplesRoute(app: FastifyInstance): void {
  endpoint(
    app,
    {
      url: `${base}/Examples`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: 'K线形态示例',
      params: Type.Object({ seed: Type.Optional(seedSchema()) }),
      data: ExamplesAnswer,
    },
    async (p) => {
      const seed = newSeed(p.seed);
      return { seed, examples: patternExamples(seed) };
    },
  );
}

/** K线标注: a set of charts to mark, and the marks graded. */
function labelRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/LabelQuiz`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: 'K线标注练习',
      params: Type.Object({ seed: Type.Optional(seedSchema()) }),
      data: LabelQuizAnswer,
    },
    async (p, r) => {
      const seed = newSeed(p.seed);
      await ruleOf(ctx.db, currentUser(r), 'label', seed);
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
      data: LabelSubmitAnswer,
    },
    async (p, r) => {
      const u = currentUser(r);
      const rule = await ruleOf(ctx.db, u, 'label', p.seed);
      const graded = gradeLabel(labelQuiz(p.seed), p.marks);
      const rec = await recordAttempt(
        ctx.db,
        { userID: u.id, tool: 'label', seed: p.seed, score: graded.score, answers: p.marks },
        rule,
      );
      return submitAnswer(graded, rec);
    },
  );
}

/** K线判断: a set of patterns to judge what follows, and the answers graded. */
function discRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/DiscQuiz`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: 'K线形态后市判断',
      params: Type.Object({ seed: Type.Optional(seedSchema()) }),
      data: DiscQuizAnswer,
    },
    async (p, r) => {
      const seed = newSeed(p.seed);
      await ruleOf(ctx.db, currentUser(r), 'disc', seed);
      const questions = discOf(await exercisePool(ctx), seed).map((q, index) => ({
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
      data: DiscSubmitAnswer,
    },
    async (p, r) => {
      const u = currentUser(r);
      const rule = await ruleOf(ctx.db, u, 'disc', p.seed);
      const pool = await exercisePool(ctx);
      const graded = gradeDisc(discOf(pool, p.seed), p.answers);
      const rec = await recordAttempt(
        ctx.db,
        { userID: u.id, tool: 'disc', seed: p.seed, score: graded.score, answers: p.answers },
        rule,
      );
      return submitAnswer(graded, rec, { sources: discSources(pool, p.seed) });
    },
  );
}
