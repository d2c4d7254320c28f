import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R } from '../../domain/training';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/app-error';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { drawsOf, setRowOf } from './kline-attempts';
import { SetStatsAnswer } from './training-replay.answers';

/**
 * A teacher's statistics of one 题组: per student of its class and per round, the counted score
 * (the best of the counted attempts) and the number of attempts; a student's total is the mean
 * counted score over the rounds (an unanswered round counts 0).
 */
export function setStatsRoute(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${TRAINING_PREFIX}/KChart/SetStats`,
      methods: ['GET', 'POST'],
      tags: ['training'],
      guard: trainingGuard(R.TEACHER_ONLY),
      summary: 'K线题组成绩（计分成绩与作答次数）',
      params: Type.Object({ setID: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
      data: SetStatsAnswer,
    },
    async (p) => {
      const [x] = await ctx.db.query<Record<string, unknown>>(
        'SELECT * FROM training_kline_sets WHERE set_id = $1',
        [p.setID],
      );
      if (!x) throw notFound('题组不存在');
      const set = setRowOf(x);
      const tool = String(x.tool);
      const students = await ctx.db.query<Record<string, unknown>>(
        `SELECT id, user_name, real_name FROM users WHERE class_id = $1 AND role = 'student'
          ORDER BY user_name`,
        [Number(x.class_id)],
      );
      const rows = await ctx.db.query<Record<string, unknown>>(
        `SELECT k.user_id, k.seed, count(*)::int AS used, max(k.score) FILTER (WHERE k.counted) AS score
           FROM training_kline_scores k JOIN users u ON u.id = k.user_id
          WHERE u.class_id = $1 AND k.tool = $2 GROUP BY k.user_id, k.seed`,
        [Number(x.class_id), tool],
      );
      const of = new Map(rows.map((r) => [`${Number(r.user_id)}:${Number(r.seed)}`, r]));
      return {
        setID: set.setID,
        tool,
        attempts: set.attempts,
        students: students.map((u) => {
          const rounds = drawsOf(set, Number(u.id)).map((seed) => {
            const r = of.get(`${Number(u.id)}:${seed}`);
            return { score: r?.score == null ? null : Number(r.score), used: Number(r?.used ?? 0) };
          });
          const total = rounds.reduce((sum, r) => sum + (r.score ?? 0), 0) / rounds.length;
          return {
            userID: Number(u.id),
            userName: String(u.user_name),
            realName: String(u.real_name ?? ''),
            rounds,
            countedScore: Math.round(total * 10) / 10,
            attemptsUsed: rounds.reduce((sum, r) => sum + r.used, 0),
          };
        }),
      };
    },
  );
}
