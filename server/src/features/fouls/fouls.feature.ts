import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { currentManager, currentUser, requireManager, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, optText, page } from '../../http/schemas';
import { fileStamp, sendFile, XLSX_TYPE } from '../../http/xlsx';
import { contestServicesOf, listPaging } from '../contests';
import type { Feature } from '../feature';
import { rankingServiceOf } from '../rankings';
import { setOrderGate } from '../trading';
import { contestOrderGate } from './contest-order-gate';
import { ContestRiskService } from './contest-risk.service';
import { foulsWorkbook } from './fouls-export';
import { FoulsRepository } from './fouls.repository';
import { limited } from '../../http/call-limits';
import {
  ExportFoulsRecordAnswer,
  GetUnreadCountAnswer,
  ReadRecordsAnswer,
  SearchFoulsMatchListAnswer,
  SearchFoulsRecordListAnswer,
  SearchPersonalFoulsRecordListAnswer,
} from './fouls.answers';

const tags = ['fouls'];
const base = '/VERace/FoulsRecord';

/**
 * The contest risk check of a server, for the order pipeline: `check(accountId, matchId, order)`
 * answers ok or the 60140–60159 code, and writes the foul record.
 */
export function contestRiskOf(ctx: AppContext): ContestRiskService {
  let r = ctx.services.contestRisk;
  if (!r) {
    const rankings = rankingServiceOf(ctx);
    r = new ContestRiskService(
      ctx.db,
      contestServicesOf(ctx).contests,
      new FoulsRepository(ctx.db),
      ctx.clock,
      (m) => rankings.refreshLive(m),
    );
    ctx.services.contestRisk = r;
  }
  return r;
}

/** Foul records: mine, a contest's, contests with fouls, read marks, unread count, export. */
export const foulsFeature: Feature = (app, ctx) => {
  setOrderGate(ctx, contestOrderGate(ctx, contestRiskOf(ctx)));
  for (const part of [listRoutes, readMarkRoutes, exportRoute]) part(app, ctx);
};

/** The calling manager, refused unless they manage contest `matchId` (when given). */
const managedIn =
  (ctx: AppContext) =>
  async (r: Parameters<typeof currentManager>[0], matchId: number | undefined) => {
    const me = currentManager(r);
    if (matchId !== undefined) await contestServicesOf(ctx).manage.assertManages(me, matchId);
    return me;
  };

/** The records: mine, a contest's; the contests that have any. */
const listRoutes: Feature = (app, ctx) => {
  const fouls = new FoulsRepository(ctx.db);
  const managed = managedIn(ctx);
  endpoint(
    app,
    {
      url: `${base}/SearchPersonalFoulsRecordList`,
      methods: ['POST', 'GET'],
      tags,
      guard: requireUser,
      summary: '我的违规记录：{ total, unread, list }',
      params: Type.Object({ MatchID: Type.Optional(id()), ...listPaging }),
      data: SearchPersonalFoulsRecordListAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const found = await fouls.search({
        userId: me.id,
        ...(p.MatchID ? { matchId: p.MatchID } : {}),
        ...page(p),
      });
      return { ...found, unread: await fouls.unread(me.id) };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/SearchFoulsRecordList`,
      methods: ['POST', 'GET'],
      tags,
      guard: requireManager,
      summary: '比赛的违规记录',
      params: Type.Object({ MatchID: id(), SearchKey: optText(100), ...listPaging }),
      data: SearchFoulsRecordListAnswer,
    },
    async (p, r) => {
      await managed(r, p.MatchID);
      return fouls.search({
        matchId: p.MatchID,
        ...(p.SearchKey ? { key: p.SearchKey } : {}),
        ...page(p),
      });
    },
  );

  endpoint(
    app,
    {
      url: `${base}/SearchFoulsMatchList`,
      methods: ['POST', 'GET'],
      tags,
      guard: requireManager,
      summary: '有违规记录的比赛',
      params: Type.Object({ ...listPaging }),
      data: SearchFoulsMatchListAnswer,
    },
    async (p, r) => {
      const me = await managed(r, undefined);
      const { limit, offset } = page(p);
      if (me.role === 'admin') return fouls.matches(limit, offset);
      const rows = await ctx.db.query<{ match_id: number }>(
        'SELECT match_id FROM match_managers WHERE admin_id = $1',
        [me.id],
      );
      return fouls.matches(
        limit,
        offset,
        rows.map((x) => Number(x.match_id)),
      );
    },
  );
};

/** My records marked read, and how many are unread. */
const readMarkRoutes: Feature = (app, ctx) => {
  const fouls = new FoulsRepository(ctx.db);
  endpoint(
    app,
    {
      url: `${base}/ReadRecords`,
      methods: ['POST', 'GET'],
      tags,
      guard: requireUser,
      summary: '将我的违规记录标为已读：{ read, unread }',
      params: Type.Object({ MatchID: Type.Optional(id()), ...listPaging }),
      data: ReadRecordsAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const read = await fouls.markRead(me.id, p.MatchID, page(p).limit);
      return { read, unread: await fouls.unread(me.id) };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/GetUnreadCount`,
      methods: ['GET', 'POST'],
      tags,
      guard: requireUser,
      summary: '未读违规消息数（个人中心角标）',
      params: Type.Object({}),
      data: GetUnreadCountAnswer,
    },
    (_p, r) => fouls.unread(currentUser(r).id),
  );
};

/** A contest's records as a workbook. */
const exportRoute: Feature = (app, ctx) => {
  const fouls = new FoulsRepository(ctx.db);
  const managed = managedIn(ctx);
  endpoint(
    app,
    {
      url: `${base}/ExportFoulsRecord`,
      methods: ['GET', 'POST'],
      tags,
      guard: limited(ctx, 'export', requireManager),
      summary: '导出违规记录（可按班级分表）',
      params: Type.Object({
        MatchID: id(),
        GroupByClass: Type.Optional(Type.Union([Type.Boolean(), Type.Integer()])),
      }),
      data: ExportFoulsRecordAnswer,
    },
    async (p, r, reply) => {
      await managed(r, p.MatchID);
      const c = await contestServicesOf(ctx).manage.get(p.MatchID);
      const { list } = await fouls.search({ matchId: p.MatchID, limit: 1_000_000, offset: 0 });
      const body = await foulsWorkbook(list, Boolean(p.GroupByClass));
      return sendFile(
        reply,
        `${c.matchName}违规记录${fileStamp(ctx.clock.now())}.xlsx`,
        XLSX_TYPE,
        body,
      );
    },
  );
};
