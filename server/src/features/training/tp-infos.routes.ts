import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R, TRAINING_TEXT as T } from '../../domain/training';
import { badRequest, notFound } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, idList, optInt, optText, page, paging, text, toIds } from '../../http/schemas';
import { buildWorkbook, fileStamp, sendFile, XLSX_TYPE } from '../../http/xlsx';
import { LogsRepository } from './logs.repository';
import { TpRepository } from './tp.repository';
import { trainingGuard } from './training-guard';
import { TRAINING_PREFIX } from './training-prefix';
import { limited } from '../../http/call-limits';
import {
  AddTPInfoAnswer,
  AssignTPInfoAnswer,
  DeleteTPInfoAnswer,
  GetTPInfoAnswer,
  SearchMyTPExportAnswer,
  SearchTPInfosAnswer,
  UpdateTPInfoAnswer,
} from './training.answers';

const tags = ['training'];
/** 2026-03-02 10:05:09 out of a Beijing ISO text. */
const shown = (iso: string | null): string => (iso ? iso.slice(0, 19).replace('T', ' ') : '');
const base = `${TRAINING_PREFIX}/TPInfo`;

const clean = (v: string | undefined, required: boolean): string => {
  const s = (v ?? '').trim();
  if (s.includes('\0') || (required && !s)) throw badRequest(T.NAME_REQUIRED);
  return s;
};

const projectParams = {
  tpTypeID: id(),
  trainTitle: text(100),
  description: optText(4000),
};

/** Training projects: SearchTPInfos, SearchMyTPExport and their management (spec §7). */
export function tpInfosRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const part of [projectReadRoutes, projectEditRoutes, projectAssignRoutes]) part(app, ctx);
}

/** Training projects (实训项目): the list and one project. */
function projectReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tp = new TpRepository(ctx.db);
  const knownInfo = async (tpInfoID: number) => {
    const info = await tp.info(tpInfoID);
    if (!info) throw notFound(T.PROJECT_NOT_FOUND);
    return info;
  };
  endpoint(
    app,
    {
      url: `${base}/SearchTPInfos`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '实训项目列表（ProductTag 0；学生只见分配给本班的项目）',
      params: Type.Object({
        productTag: optInt(0, 9),
        tpTypeID: optInt(0),
        searchKey: optText(50),
        ...paging,
      }),
      data: SearchTPInfosAnswer,
    },
    (p, r) => {
      const me = currentUser(r);
      return tp.search({
        productTag: p.productTag ?? 0,
        tpTypeID: p.tpTypeID,
        searchKey: p.searchKey,
        forStudent: me.role === 'student' ? me.id : undefined,
        ...page(p),
      });
    },
  );

  endpoint(
    app,
    {
      url: `${base}/GetTPInfo`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '一个实训项目',
      params: Type.Object({ tpInfoID: id() }),
      data: GetTPInfoAnswer,
    },
    (p) => knownInfo(p.tpInfoID),
  );
}

/** A teacher adds, changes and deletes a training project. */
function projectEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tp = new TpRepository(ctx.db);
  const knownType = async (tpTypeID: number) => {
    if (!(await tp.type(tpTypeID))) throw notFound(T.TYPE_NOT_FOUND);
  };
  const knownInfo = async (tpInfoID: number) => {
    const info = await tp.info(tpInfoID);
    if (!info) throw notFound(T.PROJECT_NOT_FOUND);
    return info;
  };
  endpoint(
    app,
    {
      url: `${base}/AddTPInfo`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ADMIN_AND_TEACHER),
      summary: '新增实训项目',
      params: Type.Object({ ...projectParams, trainType: optInt(0, 9) }),
      data: AddTPInfoAnswer,
    },
    async (p, r) => {
      await knownType(p.tpTypeID);
      const newId = await tp.insertInfo(
        {
          tpTypeID: p.tpTypeID,
          title: clean(p.trainTitle, true),
          description: clean(p.description, false),
          trainType: p.trainType ?? 0,
        },
        currentUser(r).id,
      );
      return knownInfo(newId);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/UpdateTPInfo`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ADMIN_AND_TEACHER),
      summary: '修改实训项目',
      params: Type.Object({ tpInfoID: id(), ...projectParams }),
      data: UpdateTPInfoAnswer,
    },
    async (p) => {
      await knownInfo(p.tpInfoID);
      await knownType(p.tpTypeID);
      await tp.updateInfo(p.tpInfoID, {
        tpTypeID: p.tpTypeID,
        title: clean(p.trainTitle, true),
        description: clean(p.description, false),
      });
      return knownInfo(p.tpInfoID);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DeleteTPInfo`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ADMIN_AND_TEACHER),
      summary: '删除实训项目（连同其案例面板与日志）',
      params: Type.Object({ tpInfoID: id() }),
      data: DeleteTPInfoAnswer,
    },
    async (p) => {
      await knownInfo(p.tpInfoID);
      await tp.deleteInfo(p.tpInfoID);
      return true;
    },
  );
}

/** Assigning a project to classes, and the student's own project export. */
function projectAssignRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tp = new TpRepository(ctx.db);
  const logs = new LogsRepository(ctx.db);
  const knownInfo = async (tpInfoID: number) => {
    const info = await tp.info(tpInfoID);
    if (!info) throw notFound(T.PROJECT_NOT_FOUND);
    return info;
  };
  endpoint(
    app,
    {
      url: `${base}/AssignTPInfo`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.TEACHER_ONLY),
      summary: '把实训项目分配给班级（替换原有分配）',
      params: Type.Object({ tpInfoID: id(), classIDs: idList() }),
      data: AssignTPInfoAnswer,
    },
    async (p, r) => {
      await knownInfo(p.tpInfoID);
      const ids = toIds(p.classIDs);
      const found = await ctx.db.query<{ id: number }>(
        'SELECT id FROM classes WHERE id = ANY($1::int[])',
        [ids],
      );
      if (found.length !== ids.length) throw notFound(T.CLASS_NOT_FOUND);
      await ctx.db.transaction((tx) =>
        new TpRepository(tx).assign(p.tpInfoID, ids, currentUser(r).id),
      );
      return knownInfo(p.tpInfoID);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/SearchMyTPExport`,
      methods: ['GET'],
      tags,
      guard: limited(ctx, 'export', trainingGuard(R.STUDENT_ONLY)),
      summary: '导出我的实训记录与成绩（xlsx）',
      params: Type.Object({}),
      data: SearchMyTPExportAnswer,
    },
    async (_p, r, reply) => {
      const me = currentUser(r);
      const { list } = await logs.search({ userID: me.id, limit: 10_000, offset: 0 });
      const book = await buildWorkbook(
        '我的实训',
        ['实训项目', '开始时间', '结束时间', '委托笔数', '成绩', '评语'],
        list.map((l) => [
          l.trainTitle,
          shown(l.startTime),
          shown(l.endTime),
          l.orderCount,
          l.score,
          l.comment,
        ]),
      );
      return sendFile(reply, `我的实训-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
    },
  );
}
