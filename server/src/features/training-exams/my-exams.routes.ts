import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryOne } from '../../db/db';
import { TRAINING_ROLES as R } from '../../domain/training';
import {
  answersAccepted,
  EXAM_TEXT,
  examOpen,
  normalizeAnswer,
  paperDeadline,
} from '../../domain/training/exams';
import { badRequest, notFound, refuse } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id } from '../../http/schemas';
import { trainingGuard, TRAINING_PREFIX } from '../training';
import { EXAM_LIST_SQL, classOf, examOf } from './exam-rows';
import { closeExpiredPapers, paperView, submitPaper } from './papers.repository';
import {
  BaseAnswer,
  GetPaperAnswer,
  SearchMyExamsAnswer,
  StartExamAnswer,
} from './training-exams.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/Exam`;
const students = trainingGuard(R.STUDENT_ONLY);

const answersParam = Type.Record(Type.String({ maxLength: 12 }), Type.String({ maxLength: 20 }), {
  maxProperties: 200,
});

/** Only answers to the exam's own questions, as option letters. */
const cleanAnswers = (given: Record<string, string>, questionIDs: Set<string>) => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(given)) {
    if (!questionIDs.has(k)) throw badRequest(EXAM_TEXT.QUESTION_NOT_FOUND);
    const a = normalizeAnswer(v);
    if (a) out[k] = a;
  }
  return out;
};

/**
 * An exam the student has a paper of stays theirs after a move to another class (issue 33: the
 * history goes with the student).
 */
const HAS_PAPER = (user: string) =>
  `EXISTS (SELECT 1 FROM exam_papers hp WHERE hp.exam_id = e.exam_id AND hp.user_id = ${user})`;

/** A student's own published exam (or a refusal), and their paper of an exam. */
function studentExamsOf(ctx: AppContext) {
  const myExam = async (userID: number, examID: number) => {
    const cls = await classOf(ctx.db, userID);
    const exam = await queryOne<Record<string, unknown>>(
      ctx.db,
      `${EXAM_LIST_SQL} WHERE e.exam_id = $1 AND e.published
         AND (EXISTS (SELECT 1 FROM exam_classes c WHERE c.exam_id = e.exam_id AND c.class_id = $2)
           OR ${HAS_PAPER('$3')})`,
      [examID, cls, userID],
    );
    if (!exam) throw refuse(EXAM_TEXT.EXAM_NOT_YOURS);
    return exam;
  };
  const myPaper = (userID: number, examID: number) =>
    queryOne<Record<string, unknown>>(
      ctx.db,
      'SELECT * FROM exam_papers WHERE exam_id = $1 AND user_id = $2',
      [examID, userID],
    );
  return { myExam, myPaper };
}

/** Saves the answers of the student's open paper; hands it in (`submit`, or past its deadline). */
const saveOrSubmitOf = (ctx: AppContext) => {
  const { myExam, myPaper } = studentExamsOf(ctx);
  return (submit: boolean) =>
    async (p: { examID: number; answers: Record<string, string> }, userID: number) => {
      await myExam(userID, p.examID);
      const now = ctx.clock.now();
      const paper = await myPaper(userID, p.examID);
      if (!paper) throw refuse(EXAM_TEXT.EXAM_NOT_OPEN);
      if (paper.submitted_at != null) throw refuse(EXAM_TEXT.EXAM_SUBMITTED);
      const ids = new Set(
        (
          await ctx.db.query<{ id: number }>(
            'SELECT question_id AS id FROM exam_questions WHERE exam_id = $1',
            [p.examID],
          )
        ).map((q) => String(q.id)),
      );
      const answers = cleanAnswers(p.answers, ids);
      // Answers after the deadline (and its grace) are not saved: the paper is graded as it stood.
      if (answersAccepted(new Date(paper.deadline as string), now))
        await ctx.db.query(
          'UPDATE exam_papers SET answers = $2::jsonb WHERE paper_id = $1 AND submitted_at IS NULL',
          [Number(paper.paper_id), JSON.stringify(answers)],
        );
      if (submit || !answersAccepted(new Date(paper.deadline as string), now))
        await submitPaper(ctx.db, Number(paper.paper_id), now);
      const after = await myPaper(userID, p.examID);
      return after ? paperView(ctx.db, after, now) : null;
    };
};

/** Students' exams (TrainExam, /systemExam/systemExam, examHistory, wrongPreviewm). */
export function myExamsRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const part of [myExamStartRoutes, myPaperRoutes]) part(app, ctx);
}

/** A student's exams and starting one. */
function myExamStartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { myExam, myPaper } = studentExamsOf(ctx);
  endpoint(
    app,
    {
      url: `${base}/SearchMyExams`,
      methods: ['GET', 'POST'],
      tags,
      guard: students,
      summary: '我的考试',
      params: Type.Object({}),
      data: SearchMyExamsAnswer,
    },
    async (_p, r) => {
      const user = currentUser(r);
      await closeExpiredPapers(ctx.db, ctx.clock.now(), { userID: user.id });
      const cls = await classOf(ctx.db, user.id);
      const rows = await ctx.db.query<Record<string, unknown>>(
        `SELECT x.*, p.started_at AS paper_started, p.submitted_at AS paper_submitted, p.score AS paper_score
         FROM (${EXAM_LIST_SQL} WHERE e.published AND (EXISTS
           (SELECT 1 FROM exam_classes c WHERE c.exam_id = e.exam_id AND c.class_id = $1)
           OR ${HAS_PAPER('$2')})) x
         LEFT JOIN exam_papers p ON p.exam_id = x.exam_id AND p.user_id = $2
         ORDER BY x.start_time DESC`,
        [cls, user.id],
      );
      return rows.map((e) => ({
        ...examOf(e),
        state: e.paper_submitted != null ? 2 : e.paper_started != null ? 1 : 0,
        score: e.paper_score == null ? null : Number(e.paper_score),
      }));
    },
  );

  endpoint(
    app,
    {
      url: `${base}/StartExam`,
      methods: ['POST'],
      tags,
      guard: students,
      summary: '开始考试（或继续作答）',
      params: Type.Object({ examID: id() }),
      data: StartExamAnswer,
    },
    async (p, r) => {
      const user = currentUser(r);
      const exam = await myExam(user.id, p.examID);
      const now = ctx.clock.now();
      await closeExpiredPapers(ctx.db, now, { userID: user.id, examID: p.examID });
      let paper = await myPaper(user.id, p.examID);
      if (!paper) {
        const w = {
          startTime: new Date(exam.start_time as string),
          endTime: new Date(exam.end_time as string),
          durationMinutes: Number(exam.duration_minutes),
        };
        if (!examOpen(w, now)) throw refuse(EXAM_TEXT.EXAM_NOT_OPEN);
        await ctx.db.query(
          `INSERT INTO exam_papers (exam_id, user_id, started_at, deadline) VALUES ($1, $2, $3, $4)
           ON CONFLICT (exam_id, user_id) DO NOTHING`,
          [p.examID, user.id, now, paperDeadline(w, now)],
        );
        paper = await myPaper(user.id, p.examID);
      }
      if (!paper) throw notFound(EXAM_TEXT.EXAM_NOT_FOUND);
      return { exam: examOf(exam), paper: await paperView(ctx.db, paper, now) };
    },
  );
}

/** Saving and handing in the paper, and reading it back. */
function myPaperRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { myPaper } = studentExamsOf(ctx);
  const saveOrSubmit = saveOrSubmitOf(ctx);
  for (const [name, submit, summary] of [
    ['SaveAnswers', false, '自动保存答案'],
    ['SubmitExam', true, '交卷'],
  ] as const)
    endpoint(
      app,
      {
        url: `${base}/${name}`,
        methods: ['POST'],
        tags,
        guard: students,
        summary,
        params: Type.Object({ examID: id(), answers: answersParam }),
        data: BaseAnswer,
      },
      (p, r) => saveOrSubmit(submit)(p, currentUser(r).id),
    );

  endpoint(
    app,
    {
      url: `${base}/GetPaper`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '答卷详情（学生本人交卷后，或教师）',
      params: Type.Object({ paperID: id() }),
      data: GetPaperAnswer,
    },
    async (p, r) => {
      const user = currentUser(r);
      const now = ctx.clock.now();
      const paper = await queryOne<Record<string, unknown>>(
        ctx.db,
        `SELECT p.*, u.user_name, u.real_name, e.title FROM exam_papers p
         JOIN users u ON u.id = p.user_id JOIN exams e ON e.exam_id = p.exam_id WHERE p.paper_id = $1`,
        [p.paperID],
      );
      const isStudent = user.role === 'student';
      if (!paper || (isStudent && Number(paper.user_id) !== user.id))
        throw notFound(EXAM_TEXT.EXAM_NOT_FOUND);
      await closeExpiredPapers(ctx.db, now, { examID: Number(paper.exam_id) });
      const fresh = await myPaper(Number(paper.user_id), Number(paper.exam_id));
      if (!fresh || (isStudent && fresh.submitted_at == null))
        throw refuse(EXAM_TEXT.EXAM_NOT_OPEN);
      return {
        title: String(paper.title),
        userName: String(paper.user_name),
        realName: String(paper.real_name),
        ...(await paperView(ctx.db, fresh, now)),
      };
    },
  );
}
