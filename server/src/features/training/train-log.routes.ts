import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import {
  TRAINING_ROLES as R,
  TRAINING_TEXT as T,
  parseLogIds,
  scoreRefusal,
  startRefusal,
  summarizeFills,
} from '../../domain/training';
import { forbidden, notFound, refuse } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, idList, optInt, optText, page, paging, toIds } from '../../http/schemas';
import { IDENTITY_TEXT } from '../../domain/identity';
import { contestServicesOf } from '../contests';
import { LogsRepository } from './logs.repository';
import { TpRepository } from './tp.repository';
import { trainingGuard } from './training-guard';
import { TRAINING_PREFIX } from './training-prefix';
import {
  EndAnswer,
  GetLogDetailsAnswer,
  GetLogsAnswer,
  ScoreAnswer,
  StartAnswer,
} from './training.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/TrainLog`;

/** Training logs: Start, End, Score, GetLogs, GetLogDetails (spec §4 training session, §7). */
export function trainLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const logs = new LogsRepository(ctx.db);
  // Every call of a running training carries its log ids (spec §7); count them on the log.
  app.addHook('preHandler', async (request) => {
    const ids = parseLogIds(request.headers.logids);
    if (ids.length > 0 && request.user?.role === 'student') {
      await logs.countCall(request.user.id, ids);
    }
  });
  runRoutes(app, ctx);
  scoreRoute(app, ctx);
  logReadRoutes(app, ctx);
}

/** A student's training run: started (or resumed) and ended. */
function runRoutes(app: FastifyInstance, ctx: AppContext): void {
  const logs = new LogsRepository(ctx.db);
  const tp = new TpRepository(ctx.db);
  const training = () => contestServicesOf(ctx).training;
  endpoint(
    app,
    {
      url: `${base}/Start`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.STUDENT_ONLY),
      summary: '开始实训：新建日志（同一项目进行中则续用），返回日志 id 列表',
      params: Type.Object({ tpInfoID: id() }),
      data: StartAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const info = await tp.info(p.tpInfoID);
      const running = await logs.running(me.id);
      // The project's own account (its hidden contest) becomes the one the student trades in.
      const enter = (i: NonNullable<typeof info>) =>
        training().enter(me.id, {
          tpInfoID: i.tpInfoID,
          title: i.trainTitle,
          marketType: i.marketType,
        });
      // Starting the running project again resumes it (e.g. signed in from another browser).
      if (info && running && running.tpInfoID === p.tpInfoID) {
        await enter(info);
        return [running.logID];
      }
      const refusal = startRefusal({
        projectExists: !!info,
        assigned: !!info && (await tp.assignedTo(p.tpInfoID, me.id)),
        running: !!running,
      });
      if (refusal || !info) throw refuse(refusal ?? T.PROJECT_NOT_FOUND);
      await enter(info);
      return [await logs.start(me.id, p.tpInfoID, ctx.clock.now())];
    },
  );

  endpoint(
    app,
    {
      url: `${base}/End`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.STUDENT_ONLY),
      summary: '结束实训：结束给定的日志',
      params: Type.Object({ logIDs: idList() }),
      data: EndAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const ended = await logs.end(me.id, toIds(p.logIDs), ctx.clock.now());
      if (ended === 0) throw refuse(T.TRAINING_NOT_RUNNING);
      // Out of the project's account: the next trading call acts on a contest's account again.
      await training().leave(me.id);
      return true;
    },
  );
}

/** A teacher's score of an ended log. */
function scoreRoute(app: FastifyInstance, ctx: AppContext): void {
  const logs = new LogsRepository(ctx.db);
  endpoint(
    app,
    {
      url: `${base}/Score`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.TEACHER_ONLY),
      summary: '教师为已结束的实训日志评分',
      params: Type.Object({
        logID: id(),
        score: Type.Number({ minimum: 0, maximum: 100 }),
        comment: optText(500),
      }),
      data: ScoreAnswer,
    },
    async (p, r) => {
      const log = await logs.byId(p.logID);
      const refusal = scoreRefusal(log, p.score);
      if (refusal) throw log ? refuse(refusal) : notFound(refusal);
      const comment = (p.comment ?? '').replace(/\0/g, '').trim();
      await logs.score(
        p.logID,
        Math.round(p.score * 10) / 10,
        comment,
        currentUser(r).id,
        ctx.clock.now(),
      );
      const scored = await logs.byId(p.logID);
      if (!scored) throw notFound(T.NOT_FOUND);
      return scored;
    },
  );
}

/** The logs, and one log with its orders and fills. */
function logReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const logs = new LogsRepository(ctx.db);
  endpoint(
    app,
    {
      url: `${base}/GetLogs`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '实训日志列表（学生：自己的；教师与管理员：可按学生、项目、班级筛选）',
      params: Type.Object({
        userID: optInt(0),
        tpInfoID: optInt(0),
        classID: optInt(0),
        ...paging,
      }),
      data: GetLogsAnswer,
    },
    (p, r) => {
      const me = currentUser(r);
      const mine = me.role === 'student';
      return logs.search({
        userID: mine ? me.id : p.userID,
        tpInfoID: p.tpInfoID,
        classID: mine ? undefined : p.classID,
        ...page(p),
      });
    },
  );

  endpoint(
    app,
    {
      url: `${base}/GetLogDetails`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '一条实训日志与其间的委托、成交',
      params: Type.Object({ logID: id() }),
      data: GetLogDetailsAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const log = await logs.byId(p.logID);
      if (!log) throw notFound(T.LOG_NOT_FOUND);
      if (me.role === 'student' && log.userID !== me.id) throw forbidden(IDENTITY_TEXT.FORBIDDEN);
      const { endedAt: _ended, ...view } = log;
      const trades = await logs.trades(p.logID);
      return { ...view, ...trades, ...summarizeFills(trades.fills) };
    },
  );
}
