import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R } from '../../domain/training';
import { endpoint } from '../../http/endpoint';
import { optInt } from '../../http/schemas';
import { XLSX_TYPE, buildWorkbook, fileStamp, sendFile } from '../../http/xlsx';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { limited } from '../../http/call-limits';
import { ExportAchievementsAnswer, SearchAchievementsAnswer } from './training-exams.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/Achieve`;
const guard = trainingGuard(R.TEACHER_ONLY);

/** Per student: exams (taken, average score), reports (submitted, average mark), trainings (count, average score, minutes). */
const SQL = `SELECT u.id, u.user_name, u.real_name, u.province, c.name AS class_name,
  (SELECT count(*)::int FROM exam_papers p WHERE p.user_id = u.id AND p.submitted_at IS NOT NULL) AS exams,
  (SELECT round(avg(p.score), 1) FROM exam_papers p WHERE p.user_id = u.id AND p.submitted_at IS NOT NULL) AS exam_avg,
  (SELECT count(*)::int FROM reports r WHERE r.user_id = u.id AND r.status >= 2) AS reports,
  (SELECT round(avg(r.score), 1) FROM reports r WHERE r.user_id = u.id AND r.status = 4) AS report_avg,
  (SELECT count(*)::int FROM train_logs l WHERE l.user_id = u.id AND l.ended_at IS NOT NULL) AS trainings,
  (SELECT round(avg(l.score), 1) FROM train_logs l WHERE l.user_id = u.id AND l.score IS NOT NULL) AS training_avg,
  (SELECT coalesce(round(sum(extract(epoch FROM l.ended_at - l.started_at)) / 60), 0)::int
     FROM train_logs l WHERE l.user_id = u.id AND l.ended_at IS NOT NULL) AS minutes
  FROM users u LEFT JOIN classes c ON c.id = u.class_id
  WHERE u.role = 'student' AND ($1::int IS NULL OR u.class_id = $1)
  ORDER BY c.name NULLS LAST, u.user_name`;

const num = (v: unknown) => (v == null ? null : Number(v));

/** TrainAchieveManage (teachers): achievement statistics per class and student, with an .xlsx export. */
export function achievementsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const rows = async (classID: number | undefined) =>
    (await ctx.db.query<Record<string, unknown>>(SQL, [classID || null])).map((r) => ({
      userID: Number(r.id),
      userName: String(r.user_name),
      realName: String(r.real_name),
      className: r.class_name == null ? '' : String(r.class_name),
      province: String(r.province ?? ''),
      exams: Number(r.exams),
      examAvg: num(r.exam_avg),
      reports: Number(r.reports),
      reportAvg: num(r.report_avg),
      trainings: Number(r.trainings),
      trainingAvg: num(r.training_avg),
      minutes: Number(r.minutes),
    }));

  endpoint(
    app,
    {
      url: `${base}/SearchAchievements`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '成绩统计（按班级、学生）',
      params: Type.Object({ classID: optInt(0) }),
      data: SearchAchievementsAnswer,
    },
    (p) => rows(p.classID),
  );

  endpoint(
    app,
    {
      url: `${base}/ExportAchievements`,
      methods: ['GET'],
      tags,
      guard: limited(ctx, 'export', guard),
      summary: '导出成绩统计（.xlsx）',
      params: Type.Object({ classID: optInt(0) }),
      data: ExportAchievementsAnswer,
    },
    async (p, _r, reply) => {
      const list = await rows(p.classID);
      const book = await buildWorkbook(
        '成绩统计',
        [
          '班级',
          '用户名',
          '姓名',
          '考试次数',
          '考试平均分',
          '提交报告',
          '报告平均分',
          '实训次数',
          '实训平均分',
          '实训时长（分钟）',
        ],
        list.map((s) => [
          s.className,
          s.userName,
          s.realName,
          s.exams,
          s.examAvg,
          s.reports,
          s.reportAvg,
          s.trainings,
          s.trainingAvg,
          s.minutes,
        ]),
      );
      return sendFile(reply, `成绩统计-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
    },
  );
}
