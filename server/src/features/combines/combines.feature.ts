import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { CONTEST_TEXT as T } from '../../domain/contests';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import { currentUser, type SessionUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, idList, page, text, toIds } from '../../http/schemas';
import { contestServicesOf, listPaging } from '../contests';
import type { Feature } from '../feature';
import { CombinesRepository } from './combines.repository';
import {
  AddAnswer,
  DeleteAnswer,
  GetAllAnswer,
  LoginAnswer,
  SearchCombineDailyYieldAnswer,
} from './combines.answers';

const tags = ['combines'];
const base = '/VERace/Combine';

/** Initial funds of a new combine's account (spec §9 default sample funds). */
export const COMBINE_INITIAL_YUAN = 2_300_000;

/** A signed-in caller with hasCombinePower, else 401/403 没有组合权限. */
function combineUser(request: FastifyRequest): SessionUser {
  const me = currentUser(request);
  if (!me.hasCombinePower) throw forbidden(T.NO_COMBINE_POWER);
  return me;
}
const guard = async (request: FastifyRequest): Promise<void> => {
  combineUser(request);
};

/** Combines: list, create (with its trading account), delete, enter, daily yield. */
export const combinesFeature: Feature = (app, ctx) => {
  for (const part of [combineManageRoutes, combineTradeRoutes]) part(app, ctx);
};

/** A user's portfolios (组合): the list, a new one, deleting one. */
const combineManageRoutes: Feature = (app, ctx) => {
  const combines = new CombinesRepository(ctx.db);
  const ports = contestServicesOf(ctx).ports;
  const own = async (me: SessionUser, combineId: number) => {
    const c = await combines.byId(combineId);
    if (!c) throw notFound(T.COMBINE_NOT_FOUND);
    if (c.userID !== me.id) throw forbidden(T.COMBINE_NOT_FOUND);
    return c;
  };
  endpoint(
    app,
    {
      url: `${base}/GetAll`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '我的组合：CombineInfo[]',
      params: Type.Object({}),
      data: GetAllAnswer,
    },
    (_p, r) => combines.ofUser(combineUser(r).id),
  );

  endpoint(
    app,
    {
      url: `${base}/Add`,
      methods: ['POST'],
      tags,
      guard,
      summary: '创建组合并开立交易账户',
      params: Type.Object({ combineName: text(50), breedIDs: Type.Optional(idList()) }),
      data: AddAnswer,
    },
    async (p, r) => {
      const me = combineUser(r);
      const name = p.combineName.trim();
      if (!name) throw badRequest(T.COMBINE_NAME_REQUIRED);
      const breedIds = toIds(p.breedIDs);
      const combineId = await combines.insert(me.id, name, breedIds.length ? breedIds : [1]);
      const accountId = await ports().openAccount(me.id, combineId, COMBINE_INITIAL_YUAN);
      await combines.setAccount(combineId, accountId);
      return combines.byId(combineId);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/Delete`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '删除组合',
      params: Type.Object({ combineID: id() }),
      data: DeleteAnswer,
    },
    async (p, r) => {
      await own(combineUser(r), p.combineID);
      await combines.delete(p.combineID);
      return true;
    },
  );
};

/** Entering a portfolio to trade it, and its daily yields. */
const combineTradeRoutes: Feature = (app, ctx) => {
  const combines = new CombinesRepository(ctx.db);
  const own = async (me: SessionUser, combineId: number) => {
    const c = await combines.byId(combineId);
    if (!c) throw notFound(T.COMBINE_NOT_FOUND);
    if (c.userID !== me.id) throw forbidden(T.COMBINE_NOT_FOUND);
    return c;
  };
  endpoint(
    app,
    {
      url: `${base}/Login`,
      methods: ['POST', 'GET'],
      tags,
      guard,
      summary: '进入组合',
      params: Type.Object({ combineID: id() }),
      data: LoginAnswer,
    },
    async (p, r) => {
      await own(combineUser(r), p.combineID);
      await combines.touchLogin(p.combineID, ctx.clock.now());
      return combines.byId(p.combineID);
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/Ranking/SearchCombineDailyYield',
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '组合每日收益：{ total, list }',
      params: Type.Object({ combineID: id(), ...listPaging }),
      data: SearchCombineDailyYieldAnswer,
    },
    async (p, r) => {
      const c = await own(combineUser(r), p.combineID);
      const { limit, offset } = page(p);
      return combines.dailyYield(c.accountID, limit, offset);
    },
  );
};
