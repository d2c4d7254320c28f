import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R } from '../../domain/training';
import { gradeTell, QUIZ_SIZE, tellQuiz } from '../../domain/training/kline';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { beijingIso } from '../../http/beijing-iso';
import { trainingGuard } from '../training/training-guard';
import { TRAINING_PREFIX } from '../training/training-prefix';
import { kchartToolRoutes } from './kchart-tools.routes';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/KChart`;
const seedSchema = () => Type.Integer({ minimum: 1, maximum: 1_000_000 });

/** TrainKChartTell: pattern recognition quizzes, the same set for the same seed; scores stored (every K-line tool's). */
export function kchartRoutes(app: FastifyInstance, ctx: AppContext): void {
  kchartToolRoutes(app, ctx);
  endpoint(
    app,
    {
      url: `${base}/TellQuiz`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: 'K线识别测验',
      params: Type.Object({ seed: Type.Optional(seedSchema()) }),
    },
    async (p) => {
      const seed = p.seed ?? 1 + Math.floor(Math.random() * 999_999);
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
    },
    async (p, r) => {
      const graded = gradeTell(tellQuiz(p.seed), p.answers);
      await ctx.db.query(
        `INSERT INTO training_kline_scores (user_id, tool, seed, score, answers) VALUES ($1, 'tell', $2, $3, $4)`,
        [currentUser(r).id, p.seed, Math.round(graded.score), JSON.stringify(p.answers)],
      );
      return graded;
    },
  );

  endpoint(
    app,
    {
      url: `${base}/SearchScores`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: 'K线测验成绩',
      params: Type.Object({}),
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
        createTime: beijingIso(x.created_at as string),
      }));
    },
  );
}
