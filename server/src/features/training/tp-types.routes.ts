import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { TRAINING_ROLES as R, TRAINING_TEXT as T } from '../../domain/training';
import { badRequest, notFound, refuse } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, text } from '../../http/schemas';
import type { AppContext } from '../../context';
import { trainingGuard } from './training-guard';
import { TRAINING_PREFIX } from './training-prefix';
import { TpRepository } from './tp.repository';
import {
  AddTpTypeAnswer,
  DeleteTpTypeAnswer,
  SearchTPTypeInfosAnswer,
  UpdateTpTypeAnswer,
} from './training.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/TPType`;
const marketType = () => Type.Integer({ minimum: 1, maximum: 7 });

const name = (v: string): string => {
  const n = v.trim();
  if (!n || n.includes('\0')) throw badRequest(T.NAME_REQUIRED);
  return n;
};

/** Training project types: SearchTPTypeInfos, AddTpType, UpdateTpType, DeleteTpType (spec §7). */
export function tpTypesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tp = new TpRepository(ctx.db);
  const known = async (tpTypeID: number) => {
    const t = await tp.type(tpTypeID);
    if (!t) throw notFound(T.TYPE_NOT_FOUND);
    return t;
  };

  endpoint(
    app,
    {
      url: `${base}/SearchTPTypeInfos`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '实训类型列表（含落地行情页与项目数）',
      params: Type.Object({}),
      data: SearchTPTypeInfosAnswer,
    },
    () => tp.types(),
  );

  endpoint(
    app,
    {
      url: `${base}/AddTpType`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ADMIN_AND_TEACHER),
      summary: '新增实训类型（marketType 1-7 决定落地行情页）',
      params: Type.Object({ tpTypeName: text(50), marketType: marketType() }),
      data: AddTpTypeAnswer,
    },
    async (p, r) => known(await tp.insertType(name(p.tpTypeName), p.marketType, currentUser(r).id)),
  );

  endpoint(
    app,
    {
      url: `${base}/UpdateTpType`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ADMIN_AND_TEACHER),
      summary: '修改实训类型',
      params: Type.Object({ tpTypeID: id(), tpTypeName: text(50), marketType: marketType() }),
      data: UpdateTpTypeAnswer,
    },
    async (p) => {
      await known(p.tpTypeID);
      await tp.updateType(p.tpTypeID, name(p.tpTypeName), p.marketType);
      return known(p.tpTypeID);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DeleteTpType`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ADMIN_AND_TEACHER),
      summary: '删除实训类型（其下无项目时）',
      params: Type.Object({ tpTypeID: id() }),
      data: DeleteTpTypeAnswer,
    },
    async (p) => {
      const t = await known(p.tpTypeID);
      if (t.projectCount > 0) throw refuse(T.TYPE_IN_USE);
      await tp.deleteType(p.tpTypeID);
      return true;
    },
  );
}
