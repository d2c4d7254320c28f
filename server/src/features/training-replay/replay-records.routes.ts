import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R } from '../../domain/training';
import { currentUser } from '../../http/auth';
import { beijingIso } from '../../http/beijing-iso';
import { endpoint } from '../../http/endpoint';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { SearchReplaysAnswer, SkillSummaryAnswer } from './training-replay.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/Replay`;
const yuan = (li: unknown) => Number(li) / 1000;

/**
 * Per student: finished replays and their average excess over buy-and-hold (%); per K-line tool
 * the number of attempts and the mean counted score (per quiz number, the best counted attempt).
 */
const SUMMARY_SQL = `SELECT u.id, u.user_name, u.real_name, c.name AS class_name,
  (SELECT count(*)::int FROM training_replays t WHERE t.user_id = u.id AND t.finished) AS replays,
  (SELECT round(avg((t.equity_li - t.hold_li) * 100.0 / t.start_cash_li), 2) FROM training_replays t
     WHERE t.user_id = u.id AND t.finished) AS replay_excess,
  ${['tell', 'label', 'disc', 'histrade', 'timeshar']
    .map(
      (
        tool,
      ) => `(SELECT count(*)::int FROM training_kline_scores k WHERE k.user_id = u.id AND k.tool = '${tool}') AS ${tool}_count,
  (SELECT round(avg(z.best), 1) FROM (SELECT max(k.score) AS best FROM training_kline_scores k
     WHERE k.user_id = u.id AND k.tool = '${tool}' AND k.counted GROUP BY k.seed) z) AS ${tool}_avg`,
    )
    .join(',\n  ')}
  FROM users u LEFT JOIN classes c ON c.id = u.class_id
  WHERE u.role = 'student' AND ($1::boolean OR u.id = $2) AND ($3::int IS NULL OR u.class_id = $3)
  ORDER BY u.user_name`;

/** The stored replays: a student's own, every student's for teachers (TrainResult, achievements). */
export function replayRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  replayListRoute(app, ctx);
  skillSummaryRoute(app, ctx);
}

/** The replays, their security and dates told once finished. */
function replayListRoute(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${base}/SearchReplays`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '回放记录',
      params: Type.Object({}),
      data: SearchReplaysAnswer,
    },
    async (_p, r) => {
      const u = currentUser(r);
      const rows = await ctx.db.query<Record<string, unknown>>(
        `SELECT t.*, u.user_name FROM training_replays t JOIN users u ON u.id = t.user_id
          WHERE ($1::boolean OR t.user_id = $2) ORDER BY t.replay_id DESC LIMIT 200`,
        [u.role !== 'student', u.id],
      );
      // A replay's security and dates are told once it is finished.
      const told = (x: Record<string, unknown>, v: unknown) => (x.finished ? String(v) : '');
      return rows.map((x) => ({
        replayID: Number(x.replay_id),
        userName: String(x.user_name),
        code: told(x, x.code),
        name: told(x, x.name),
        freq: String(x.freq),
        dateFrom: told(x, x.date_from),
        dateTo: told(x, x.date_to),
        barsTotal: Number(x.bars_total),
        barsShown: Number(x.bars_shown),
        startCash: yuan(x.start_cash_li),
        equity: yuan(x.equity_li),
        holdEquity: yuan(x.hold_li),
        tradeCount: Array.isArray(x.trades) ? x.trades.length : 0,
        finished: Boolean(x.finished),
        createTime: beijingIso(x.created_at as string),
      }));
    },
  );
}

/** Per student: replays and the K-line tools' attempts and counted scores. */
function skillSummaryRoute(app: FastifyInstance, ctx: AppContext): void {
  endpoint(
    app,
    {
      url: `${TRAINING_PREFIX}/KChart/SkillSummary`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '技能练习成绩（按学生，老师可按班级）',
      params: Type.Object({
        classID: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
      }),
      data: SkillSummaryAnswer,
    },
    async (p, r) => {
      const u = currentUser(r);
      const rows = await ctx.db.query<Record<string, unknown>>(SUMMARY_SQL, [
        u.role !== 'student',
        u.id,
        p.classID ?? null,
      ]);
      const num = (v: unknown) => (v == null ? null : Number(v));
      return rows.map((x) => ({
        userID: Number(x.id),
        userName: String(x.user_name),
        realName: String(x.real_name ?? ''),
        className: String(x.class_name ?? ''),
        replays: Number(x.replays),
        replayExcess: num(x.replay_excess),
        tellCount: Number(x.tell_count),
        tellAvg: num(x.tell_avg),
        labelCount: Number(x.label_count),
        labelAvg: num(x.label_avg),
        discCount: Number(x.disc_count),
        discAvg: num(x.disc_avg),
        histradeCount: Number(x.histrade_count),
        histradeAvg: num(x.histrade_avg),
        timesharCount: Number(x.timeshar_count),
        timesharAvg: num(x.timeshar_avg),
      }));
    },
  );
}
