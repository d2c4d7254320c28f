import { Type } from '@sinclair/typebox';
import { defaultBreedIds, defaultSchedule, matchState } from '../../domain/contests';
import { TradingCalendar } from '../../domain/market';
import { currentManager, requireManager } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, idList, optInt, optText, page, paging, toIds } from '../../http/schemas';
import type { AppContext } from '../../context';
import type { Feature } from '../feature';
import { contestInputSchema } from './contest-input';
import { basisInfo } from './contest-views';
import { contestServicesOf } from './contest-services';
import {
  AddMatchAnswer,
  AuditMatchAnswer,
  DeleteMatchAnswer,
  EndMatchAnswer,
  GetMatchDetailAnswer,
  GetMatchTradersAnswer,
  GetNewMatchDefaultsAnswer,
  LabelUpMatchNewAnswer,
  PublishMatchAnswer,
  SearchMatchListAnswer,
  SetMatchManagersAnswer,
  SetTraderStateAnswer,
  UpdateMatchAnswer,
} from './contests.answers';

const tags = ['contests'];
const base = '/VERace/MatchManage';
const guard = requireManager;

/** Admin center: create, edit, publish, audit, end and delete contests; managers; traders. */
export const manageRoutes: Feature = (app, ctx) => {
  for (const part of [editRoutes, lifecycleRoutes, listRoutes, peopleRoutes]) part(app, ctx);
};

/** The contests of `list` that user `userId` manages. */
async function onlyManaged<T extends { contest: { matchID: number } }>(
  ctx: AppContext,
  list: T[],
  userId: number,
): Promise<T[]> {
  const rows = await ctx.db.query<{ match_id: number }>(
    'SELECT match_id FROM match_managers WHERE admin_id = $1',
    [userId],
  );
  const ids = new Set(rows.map((x) => Number(x.match_id)));
  return list.filter((x) => ids.has(x.contest.matchID));
}

/** A new contest and its defaults, and edits of an existing one. */
const editRoutes: Feature = (app, ctx) => {
  const s = contestServicesOf(ctx);
  const matchOnly = Type.Object({ matchID: id() });
  endpoint(
    app,
    {
      url: `${base}/AddMatch`,
      methods: ['POST'],
      tags,
      guard,
      summary: '创建比赛：data = 比赛详情',
      params: contestInputSchema,
      data: AddMatchAnswer,
    },
    (p, r) => s.manage.create(p, currentManager(r)),
  );

  endpoint(
    app,
    {
      url: `${base}/GetNewMatchDefaults`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '新比赛的默认设置：该类型的默认交易品种（breedIDs）与时间（下一交易日开盘开赛）',
      params: Type.Object({ matchType: Type.Integer({ minimum: 0, maximum: 8 }) }),
      data: GetNewMatchDefaultsAnswer,
    },
    (p) => {
      const d = defaultSchedule(ctx.clock.now(), new TradingCalendar());
      return {
        matchType: p.matchType,
        breedIDs: defaultBreedIds(p.matchType),
        registrationStartTime: d.registrationStartTime.toISOString(),
        registrationEndTime: d.registrationEndTime.toISOString(),
        startTime: d.startTime.toISOString(),
        endTime: d.endTime.toISOString(),
      };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/UpdateMatch`,
      methods: ['POST'],
      tags,
      guard,
      summary: '修改比赛（时间、类型、初始资金仅开赛前）',
      params: Type.Composite([contestInputSchema, matchOnly]),
      data: UpdateMatchAnswer,
    },
    (p, r) => s.manage.update(p, currentManager(r)),
  );
};

/** A contest through its states: published, audited, ended, deleted. */
const lifecycleRoutes: Feature = (app, ctx) => {
  const s = contestServicesOf(ctx);
  const matchOnly = Type.Object({ matchID: id() });
  endpoint(
    app,
    {
      url: `${base}/PublishMatch`,
      methods: ['POST'],
      tags,
      guard,
      summary: '发布或撤回比赛',
      params: Type.Object({ matchID: id(), isPublished: Type.Optional(Type.Boolean()) }),
      data: PublishMatchAnswer,
    },
    (p, r) => s.manage.publish(currentManager(r), p.matchID, p.isPublished ?? true),
  );

  endpoint(
    app,
    {
      url: `${base}/AuditMatch`,
      methods: ['POST'],
      tags,
      guard,
      summary: '审核比赛（须已发布）',
      params: Type.Object({ matchID: id(), isAudit: Type.Optional(Type.Boolean()) }),
      data: AuditMatchAnswer,
    },
    (p, r) => s.manage.audit(currentManager(r), p.matchID, p.isAudit ?? true),
  );

  endpoint(
    app,
    {
      url: `${base}/EndMatch`,
      methods: ['POST'],
      tags,
      guard,
      summary: '结束比赛（realEndTime = 现在）',
      params: matchOnly,
      data: EndMatchAnswer,
    },
    (p, r) => s.manage.end(currentManager(r), p.matchID),
  );

  endpoint(
    app,
    {
      url: `${base}/DeleteMatch`,
      methods: ['POST'],
      tags,
      guard,
      summary: '删除未开始的比赛',
      params: matchOnly,
      data: DeleteMatchAnswer,
    },
    (p, r) => s.manage.remove(currentManager(r), p.matchID),
  );
};

/** One contest's detail and the manager's list. */
const listRoutes: Feature = (app, ctx) => {
  const s = contestServicesOf(ctx);
  const matchOnly = Type.Object({ matchID: id() });
  endpoint(
    app,
    {
      url: `${base}/GetMatchDetail`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '比赛详情（管理）',
      params: matchOnly,
      data: GetMatchDetailAnswer,
    },
    async (p, r) =>
      s.manage.detail(await s.manage.assertManages(currentManager(r), p.matchID), true),
  );

  endpoint(
    app,
    {
      url: `${base}/SearchMatchList`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '比赛列表（管理）：{ total, list }',
      params: Type.Object({ key: optText(100), state: optInt(0, 2), ...paging }),
      data: SearchMatchListAnswer,
    },
    async (p, r) => {
      const me = currentManager(r);
      const now = ctx.clock.now();
      const all = await s.contests.search({ key: p.key, limit: 100_000, offset: 0 });
      const mine = me.role === 'admin' ? all.list : await onlyManaged(ctx, all.list, me.id);
      const rows = mine.filter(
        (x) => p.state === undefined || matchState(x.contest, now) === p.state,
      );
      const { limit, offset } = page(p);
      return {
        total: rows.length,
        list: rows
          .slice(offset, offset + limit)
          .map((x) => ({ ...basisInfo(x.contest, now, true), traderCount: x.traderCount })),
      };
    },
  );
};

/** Who runs a contest and who trades in it (only in contests the caller manages). */
const peopleRoutes: Feature = (app, ctx) => {
  const s = contestServicesOf(ctx);

  endpoint(
    app,
    {
      url: `${base}/SetMatchManagers`,
      methods: ['POST'],
      tags,
      guard,
      summary: '设置比赛管理员',
      params: Type.Object({ matchID: id(), adminIDs: idList() }),
      data: SetMatchManagersAnswer,
    },
    (p, r) => s.manage.setManagers(currentManager(r), p.matchID, toIds(p.adminIDs)),
  );

  endpoint(
    app,
    {
      url: `${base}/GetMatchTraders`,
      methods: ['GET', 'POST'],
      tags,
      guard,
      summary: '参赛选手（参赛数据）',
      params: Type.Object({ matchID: id(), key: optText(100), ...paging }),
      data: GetMatchTradersAnswer,
    },
    async (p, r) => {
      await s.manage.assertManages(currentManager(r), p.matchID);
      const { limit, offset } = page(p);
      return s.traders.search(p.matchID, (p.key ?? '').trim(), limit, offset);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/SetTraderState`,
      methods: ['POST'],
      tags,
      guard,
      summary: '停用或恢复交易账号',
      params: Type.Object({
        traderID: id(),
        traderState: Type.Integer({ minimum: 0, maximum: 1 }),
      }),
      data: SetTraderStateAnswer,
    },
    async (p, r) => {
      const t = await s.traders.byId(p.traderID);
      if (t) await s.manage.assertManages(currentManager(r), t.matchID);
      return t ? s.traders.setState(p.traderID, p.traderState) : false;
    },
  );

  endpoint(
    app,
    {
      url: `${base}/LabelUpMatchNew`,
      methods: ['POST'],
      tags,
      guard,
      summary: '按标签批量报名：{ added, skipped }',
      params: Type.Object({ labelIDs: idList(), matchId: id() }),
      data: LabelUpMatchNewAnswer,
    },
    async (p, r) =>
      s.enrol.labelUp(
        await s.manage.assertManages(currentManager(r), p.matchId),
        toIds(p.labelIDs),
      ),
  );
};
