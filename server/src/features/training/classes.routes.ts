import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { TRAINING_ROLES as R, TRAINING_TEXT as T } from '../../domain/training';
import { badRequest, notFound, refuse } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, idList, optText, page, paging, text, toIds } from '../../http/schemas';
import { ClassesRepository } from './classes.repository';
import { trainingGuard } from './training-guard';
import { TRAINING_PREFIX } from './training-prefix';
import {
  AddClassAnswer,
  AddStudentsToClassAnswer,
  DeleteClassAnswer,
  GetClassAnswer,
  RemoveStudentsFromClassAnswer,
  SearchClassStudentsAnswer,
  SearchClassesAnswer,
  UpdateClassAnswer,
} from './training.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/Class`;
const guard = trainingGuard(R.TEACHER_ONLY);

const className = (v: string): string => {
  const n = v.trim();
  if (!n || n.includes('\0')) throw badRequest(T.NAME_REQUIRED);
  return n;
};

/** The class `classID` of `classes`, or a refusal. */
const knownIn = (classes: ClassesRepository) => async (classID: number) => {
  const c = await classes.byId(classID);
  if (!c) throw notFound(T.CLASS_NOT_FOUND);
  return c;
};

/** Classes and their students (TrainClassManage, TrainClassInfo; teacher only, spec §6). */
export function classesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const classes = new ClassesRepository(ctx.db);
  classListRoutes(app, classes);
  classEditRoutes(app, classes);
  classStudentRoutes(app, classes);
}

/** The classes, and one class. */
function classListRoutes(app: FastifyInstance, classes: ClassesRepository): void {
  const known = knownIn(classes);
  endpoint(
    app,
    {
      url: `${base}/SearchClasses`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '班级列表',
      params: Type.Object({ searchKey: optText(50), ...paging }),
      data: SearchClassesAnswer,
    },
    (p) => {
      const { limit, offset } = page(p);
      return classes.search(p.searchKey, limit, offset);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/GetClass`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '一个班级',
      params: Type.Object({ classID: id() }),
      data: GetClassAnswer,
    },
    (p) => known(p.classID),
  );
}

/** A class added, renamed or deleted. */
function classEditRoutes(app: FastifyInstance, classes: ClassesRepository): void {
  const known = knownIn(classes);
  endpoint(
    app,
    {
      url: `${base}/AddClass`,
      methods: ['POST'],
      tags,
      guard,
      summary: '新建班级（班主任为当前教师）',
      params: Type.Object({ className: text(50) }),
      data: AddClassAnswer,
    },
    async (p, r) => {
      const name = className(p.className);
      if (await classes.nameTaken(name)) throw refuse(T.CLASS_NAME_TAKEN);
      return known(await classes.insert(name, currentUser(r).id));
    },
  );

  endpoint(
    app,
    {
      url: `${base}/UpdateClass`,
      methods: ['POST'],
      tags,
      guard,
      summary: '修改班级名称',
      params: Type.Object({ classID: id(), className: text(50) }),
      data: UpdateClassAnswer,
    },
    async (p) => {
      await known(p.classID);
      const name = className(p.className);
      if (await classes.nameTaken(name, p.classID)) throw refuse(T.CLASS_NAME_TAKEN);
      await classes.rename(p.classID, name);
      return known(p.classID);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DeleteClass`,
      methods: ['POST'],
      tags,
      guard,
      summary: '删除班级（学生保留，移出班级）',
      params: Type.Object({ classID: id() }),
      data: DeleteClassAnswer,
    },
    async (p) => {
      await known(p.classID);
      await classes.delete(p.classID);
      return true;
    },
  );
}

/** A class's students: listed, added, removed. */
function classStudentRoutes(app: FastifyInstance, classes: ClassesRepository): void {
  const known = knownIn(classes);
  endpoint(
    app,
    {
      url: `${base}/SearchClassStudents`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '班级学生（classID 为 0 时：未分班的学生；outside 为 true 时：不在该班的学生）',
      params: Type.Object({
        classID: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
        outside: Type.Optional(Type.Boolean()),
        searchKey: optText(50),
        ...paging,
      }),
      data: SearchClassStudentsAnswer,
    },
    async (p) => {
      if (p.classID) await known(p.classID);
      const { limit, offset } = page(p);
      return classes.students(p.classID || null, p.searchKey, limit, offset, p.outside === true);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/AddStudentsToClass`,
      methods: ['POST'],
      tags,
      guard,
      summary: '把学生加入班级（原班级随之改变）',
      params: Type.Object({ classID: id(), userIDs: idList() }),
      data: AddStudentsToClassAnswer,
    },
    async (p) => {
      await known(p.classID);
      return classes.move(toIds(p.userIDs), p.classID);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/RemoveStudentsFromClass`,
      methods: ['POST'],
      tags,
      guard,
      summary: '把学生移出班级',
      params: Type.Object({ classID: id(), userIDs: idList() }),
      data: RemoveStudentsFromClassAnswer,
    },
    async (p) => {
      await known(p.classID);
      return classes.move(toIds(p.userIDs), null, p.classID);
    },
  );
}
