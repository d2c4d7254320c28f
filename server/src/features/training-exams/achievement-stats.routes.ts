import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R } from '../../domain/training';
import { endpoint } from '../../http/endpoint';
import { optInt } from '../../http/schemas';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import {
  SearchExamStatsAnswer,
  SearchProjectStatsAnswer,
  SearchProvinceStatsAnswer,
} from './training-exams.answers';

type Row = Record<string, unknown>;
const tags = ['training'];
const base = `${TRAINING_PREFIX}/Achieve`;
const guard = trainingGuard(R.TEACHER_ONLY);
const num = (v: unknown) => (v == null ? null : Number(v));

// Students counted: every student, or those of one class ($1).
const STUDENTS = `u.role = 'student' AND ($1::int IS NULL OR u.class_id = $1)`;

/** Per exam: papers submitted out of the students it was given to, scores and the pass rate (60%). */
const EXAM_SQL = `SELECT e.exam_id, e.title, e.start_time,
  (SELECT coalesce(sum(q.score), 0)::int FROM exam_questions q WHERE q.exam_id = e.exam_id) AS total,
  (SELECT count(*)::int FROM users u WHERE ${STUDENTS}
     AND u.class_id IN (SELECT class_id FROM exam_classes c WHERE c.exam_id = e.exam_id)) AS assigned,
  count(p.paper_id)::int AS submitted, round(avg(p.score), 1) AS avg_score,
  max(p.score) AS max_score, min(p.score) AS min_score,
  round(avg(extract(epoch FROM p.submitted_at - p.started_at)) / 60, 1) AS avg_minutes,
  count(p.paper_id) FILTER (WHERE p.score * 100 >=
    60 * (SELECT coalesce(sum(q.score), 0) FROM exam_questions q WHERE q.exam_id = e.exam_id))::int AS passed
  FROM exams e
  LEFT JOIN (exam_papers p JOIN users u ON u.id = p.user_id AND ${STUDENTS})
    ON p.exam_id = e.exam_id AND p.submitted_at IS NOT NULL
  WHERE e.published
  GROUP BY e.exam_id ORDER BY e.start_time DESC, e.exam_id DESC`;

/** Per training project: students, ended trainings, average score and minutes. */
const PROJECT_SQL = `SELECT t.tp_info_id, t.title,
  count(DISTINCT l.user_id)::int AS students, count(l.log_id)::int AS trainings,
  round(avg(l.score), 1) AS avg_score,
  round(avg(extract(epoch FROM l.ended_at - l.started_at)) / 60, 1) AS avg_minutes
  FROM tp_infos t JOIN train_logs l ON l.tp_info_id = t.tp_info_id AND l.ended_at IS NOT NULL
  JOIN users u ON u.id = l.user_id AND ${STUDENTS}
  GROUP BY t.tp_info_id ORDER BY t.tp_info_id`;

/** Per province (spec §1 map): students, those with a submitted paper, their average exam percent. */
const PROVINCE_SQL = `SELECT u.province, count(*)::int AS students,
  count(*) FILTER (WHERE s.papers > 0)::int AS participants, round(avg(s.percent), 1) AS avg_percent
  FROM users u LEFT JOIN LATERAL (
    SELECT count(*) AS papers, avg(100.0 * p.score / nullif(
      (SELECT sum(q.score) FROM exam_questions q WHERE q.exam_id = p.exam_id), 0)) AS percent
    FROM exam_papers p WHERE p.user_id = u.id AND p.submitted_at IS NOT NULL) s ON true
  WHERE ${STUDENTS} GROUP BY u.province ORDER BY count(*) DESC, u.province`;

/** TrainAchieveManage: statistics per exam, per training project and per province (teachers). */
export function achievementStatsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const params = Type.Object({ classID: optInt(0) });
  endpoint(
    app,
    {
      url: `${base}/SearchExamStats`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '考试统计',
      params,
      data: SearchExamStatsAnswer,
    },
    async (p) =>
      (await ctx.db.query<Row>(EXAM_SQL, [p.classID || null])).map((r) => ({
        examID: Number(r.exam_id),
        title: String(r.title),
        totalScore: Number(r.total),
        assigned: Number(r.assigned),
        submitted: Number(r.submitted),
        avgScore: num(r.avg_score),
        maxScore: num(r.max_score),
        minScore: num(r.min_score),
        avgMinutes: num(r.avg_minutes),
        passRate:
          Number(r.submitted) > 0
            ? Math.round((1000 * Number(r.passed)) / Number(r.submitted)) / 10
            : null,
      })),
  );
  endpoint(
    app,
    {
      url: `${base}/SearchProjectStats`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '实训项目统计',
      params,
      data: SearchProjectStatsAnswer,
    },
    async (p) =>
      (await ctx.db.query<Row>(PROJECT_SQL, [p.classID || null])).map((r) => ({
        tpInfoID: Number(r.tp_info_id),
        title: String(r.title),
        students: Number(r.students),
        trainings: Number(r.trainings),
        avgScore: num(r.avg_score),
        avgMinutes: num(r.avg_minutes),
      })),
  );
  endpoint(
    app,
    {
      url: `${base}/SearchProvinceStats`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '地区分布（省份）',
      params,
      data: SearchProvinceStatsAnswer,
    },
    async (p) =>
      (await ctx.db.query<Row>(PROVINCE_SQL, [p.classID || null])).map((r) => ({
        province: String(r.province ?? ''),
        students: Number(r.students),
        participants: Number(r.participants),
        avgPercent: num(r.avg_percent),
      })),
  );
}
