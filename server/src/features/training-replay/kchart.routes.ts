import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R } from '../../domain/training';
import { gradeTell, QUIZ_SIZE, tellQuiz } from '../../domain/training/kline';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { beijingIso } from '../../http/beijing-iso';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { kchartToolRoutes } from './kchart-tools.routes';
import { QUIZ_SEED_MAX, recordAttempt, ruleOf, submitAnswer } from './kline-attempts';
import { SearchScoresAnswer, TellQuizAnswer, TellSubmitAnswer } from './training-replay.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/KChart`;
const seedSchema = () => Type.Integer({ minimum: 1, maximum: QUIZ_SEED_MAX });

/** TrainKChartTell: pattern recognition quizzes, the same set for the same seed; every submit stored with its attempt number, the key only once the counted attempt is final. */
export function kchartRoutes(app: FastifyInstance, ctx: AppContext): void {
  kchartToolRoutes(app, ctx);
  tellRoutes(app, ctx);
  scoresRoute(app, ctx);
}

/** K线识别: a set of charts to name, and the answers graded. */
function tellRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/TellQuiz`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: 'K线识别测验',
      params: Type.Object({ seed: Type.Optional(seedSchema()) }),
      data: TellQuizAnswer,
    },
    async (p, r) => {
      const seed = p.seed ?? 1 + Math.floor(Math.random() * 999_999);
      await ruleOf(ctx.db, currentUser(r), 'tell', seed);
      const questions = tellQuiz(seed).map((q, index) => ({
        index,
        bars: q.bars,
        options: q.options,
      }));
      return { seed, questions };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/TellSubmit`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '提交K线识别答案',
      params: Type.Object({
        seed: seedSchema(),
        answers: Type.Array(Type.Integer({ minimum: -1, maximum: 10 }), { maxItems: QUIZ_SIZE }),
      }),
      data: TellSubmitAnswer,
    },
    async (p, r) => {
      const u = currentUser(r);
      const rule = await ruleOf(ctx.db, u, 'tell', p.seed);
      const graded = gradeTell(tellQuiz(p.seed), p.answers);
      const rec = await recordAttempt(
        ctx.db,
        { userID: u.id, tool: 'tell', seed: p.seed, score: graded.score, answers: p.answers },
        rule,
      );
      return submitAnswer(graded, rec);
    },
  );
}

/** The stored quiz attempts: a student's own, everyone's for teachers. */
function scoresRoute(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/SearchScores`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: 'K线测验成绩',
      params: Type.Object({}),
      data: SearchScoresAnswer,
    },
    async (_p, r) => {
      const u = currentUser(r);
      const rows = await ctx.db.query<Record<string, unknown>>(
        `SELECT s.*, u.user_name FROM training_kline_scores s JOIN users u ON u.id = s.user_id
          WHERE ($1::boolean OR s.user_id = $2) ORDER BY s.score_id DESC LIMIT 200`,
        [u.role !== 'student', u.id],
      );
      return rows.map((x) => ({
        scoreID: Number(x.score_id),
        userName: String(x.user_name),
        tool: String(x.tool),
        seed: Number(x.seed),
        score: Number(x.score),
        attempt: Number(x.attempt),
        counted: Boolean(x.counted),
        createTime: beijingIso(x.created_at as string),
      }));
    },
  );
}
