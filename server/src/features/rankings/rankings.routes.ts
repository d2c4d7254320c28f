import { Type } from '@sinclair/typebox';
import {
  CONTEST_TEXT as T,
  groupRanking,
  isRankingPeriod,
  type RankingRow,
} from '../../domain/contests';
import { IDENTITY_TEXT, isManager } from '../../domain/identity';
import { forbidden, notFound } from '../../http/app-error';
import {
  currentManager,
  currentUser,
  requireManager,
  requireUser,
  type SessionUser,
} from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, optText, page } from '../../http/schemas';
import { buildWorkbook, fileStamp, sendFile, XLSX_TYPE } from '../../http/xlsx';
import type { ContestRecord } from '../contests/contest-record';
import { contestServicesOf } from '../contests/contest-services';
import { listPaging } from '../contests/enrol.routes';
import type { Feature } from '../feature';
import { cell, groupPage, rankingPage, withNames } from './ranking-views';
import type { RankingService } from './ranking.service';

const tags = ['rankings'];
const base = '/VERace/Ranking';
const sortType = Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Integer()]));
const search = {
  searchKey: optText(100),
  sortField: optText(40),
  sortType,
  searchDate: optText(10),
  period: optText(10),
  ...listPaging,
};

/** Every /VERace/Ranking call of spec §7 plus the history of one trader. */
export function rankingRoutes(rankings: RankingService): Feature {
  return (app, ctx) => {
    const s = contestServicesOf(ctx);

    /** Published contests' rankings are public to signed-in users; others only to managers. */
    const visible = async (user: SessionUser, matchId: number): Promise<ContestRecord> => {
      const c = await s.contests.byId(matchId);
      if (!c) throw notFound(T.NOT_FOUND);
      if (!c.isPublished && !isManager(user.role)) throw forbidden(T.RANKING_NOT_PUBLIC);
      return c;
    };
    const board = async (
      user: SessionUser,
      matchId: number,
      q: { searchDate?: string; period?: string },
    ) => {
      const c = await visible(user, matchId);
      const period = isRankingPeriod(q.period) ? q.period : undefined;
      return {
        c,
        b: await rankings.board(c, {
          ...(q.searchDate ? { searchDate: q.searchDate } : {}),
          ...(period ? { period } : {}),
        }),
      };
    };
    const mine = (user: SessionUser, rows: RankingRow[]) =>
      rows.filter((r) => r.UserID === user.id);
    const pagedBody = Type.Object({ MatchID: id(), Period: optText(10), ...listPaging });

    endpoint(
      app,
      {
        url: `${base}/GetMyRanking`,
        methods: ['POST', 'GET'],
        tags,
        guard: requireUser,
        summary: '我的排名',
        params: pagedBody,
      },
      async (p, r) => {
        const me = currentUser(r);
        const { c, b } = await board(me, p.MatchID, { period: p.Period });
        return rankingPage(c, b, { ...page(p), pageIndex: p.pageIndex }, mine(me, b.rows));
      },
    );

    endpoint(
      app,
      {
        url: `${base}/GetRealTimePersonalRankings`,
        methods: ['POST', 'GET'],
        tags,
        guard: requireUser,
        summary: '实时个人排名',
        params: pagedBody,
      },
      async (p, r) => {
        const { c, b } = await board(currentUser(r), p.MatchID, { period: p.Period });
        return rankingPage(c, b, { ...page(p), pageIndex: p.pageIndex });
      },
    );

    endpoint(
      app,
      {
        url: `${base}/GetRealTimeTeamRankings`,
        methods: ['POST', 'GET'],
        tags,
        guard: requireUser,
        summary: '实时团队排名',
        params: pagedBody,
      },
      async (p, r) =>
        groupPage((await board(currentUser(r), p.MatchID, {})).b.rows, 'team', page(p)),
    );

    endpoint(
      app,
      {
        url: `${base}/SearchPersonalRankingsRN`,
        methods: ['POST', 'GET'],
        tags,
        guard: requireUser,
        summary: '个人排名查询（排序、分页、日期、周期）',
        params: Type.Object({ matchID: id(), ...search }),
      },
      async (p, r) => {
        const { c, b } = await board(currentUser(r), p.matchID, p);
        return rankingPage(c, b, { ...p, ...page(p) });
      },
    );

    endpoint(
      app,
      {
        url: `${base}/GetMyLatestRankingRN`,
        methods: ['POST', 'GET'],
        tags,
        guard: requireUser,
        summary: '我的最新排名行，或 null',
        params: Type.Object({ matchID: id() }),
      },
      async (p, r) => {
        const me = currentUser(r);
        return mine(me, (await board(me, p.matchID, {})).b.rows)[0] ?? null;
      },
    );

    endpoint(
      app,
      {
        url: `${base}/SearchClassRankings`,
        methods: ['POST', 'GET'],
        tags,
        guard: requireUser,
        summary: '班级排名',
        params: Type.Object({ matchID: id(), searchDate: optText(10), ...listPaging }),
      },
      async (p, r) =>
        groupPage((await board(currentUser(r), p.matchID, p)).b.rows, 'class', page(p)),
    );

    endpoint(
      app,
      {
        url: `${base}/SearchClassRankingsByTraderID`,
        methods: ['POST', 'GET'],
        tags,
        guard: requireUser,
        summary: '选手所在班级的个人排名',
        params: Type.Object({ matchID: id(), traderID: id(), ...search }),
      },
      async (p, r) => {
        const { c, b } = await board(currentUser(r), p.matchID, p);
        const classId = b.rows.find((x) => x.TraderID === p.traderID)?.ClassID ?? null;
        const rows = classId === null ? [] : b.rows.filter((x) => x.ClassID === classId);
        return rankingPage(c, b, { ...p, ...page(p) }, rows);
      },
    );

    endpoint(
      app,
      {
        url: `${base}/GetTraderLatestClassRanking`,
        methods: ['POST', 'GET'],
        tags,
        guard: requireUser,
        summary: '选手所在班级的班级排名行，或 null',
        params: Type.Object({ matchID: id(), TraderID: id(), SearchDate: optText(10) }),
      },
      async (p, r) => {
        const { b } = await board(currentUser(r), p.matchID, { searchDate: p.SearchDate });
        const classId = b.rows.find((x) => x.TraderID === p.TraderID)?.ClassID ?? null;
        const g = groupRanking(b.rows, 'class').find((x) => x.GroupID === classId);
        return g ? withNames(g, 'class') : null;
      },
    );

    endpoint(
      app,
      {
        url: `${base}/ExportPersonalRankingsRN`,
        methods: ['GET', 'POST'],
        tags,
        guard: requireManager,
        summary: '导出个人排名（Excel）',
        params: Type.Object({ matchID: id(), ...search }),
      },
      async (p, r, reply) => {
        const me = currentManager(r);
        const { c, b } = await board(me, p.matchID, p);
        const pageData = rankingPage(c, b, { ...p, limit: 1_000_000, offset: 0 });
        const cols = c.settings.rankingShowColumns.filter((x) => x.isShow);
        const body = await buildWorkbook(
          '个人排名',
          ['排名', ...cols.map((x) => x.label)],
          pageData.list.map((row) => [row.Rank, ...cols.map((x) => cell(row[x.field]))]),
        );
        return sendFile(
          reply,
          `${c.matchName}个人排名${fileStamp(ctx.clock.now())}.xlsx`,
          XLSX_TYPE,
          body,
        );
      },
    );

    endpoint(
      app,
      {
        url: `${base}/ExportClassRankings`,
        methods: ['GET', 'POST'],
        tags,
        guard: requireManager,
        summary: '导出班级排名（Excel）',
        params: Type.Object({ matchID: id(), searchDate: optText(10) }),
      },
      async (p, r, reply) => {
        const { c, b } = await board(currentManager(r), p.matchID, p);
        const rows = groupRanking(b.rows, 'class');
        const body = await buildWorkbook(
          '班级排名',
          ['排名', '班级', '人数', '总资产', '总盈亏', '总收益率', '平均收益率'],
          rows.map((g) => [
            g.Rank,
            g.GroupName,
            g.MemberCount,
            cell(g.TotalAssets),
            cell(g.TotalProfitLoss),
            cell(g.TotalYield),
            cell(g.AverageYield),
          ]),
        );
        return sendFile(
          reply,
          `${c.matchName}班级排名${fileStamp(ctx.clock.now())}.xlsx`,
          XLSX_TYPE,
          body,
        );
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/MatchManage/GetHistoryMatchData',
        methods: ['GET', 'POST'],
        tags,
        guard: requireUser,
        summary: '选手的每日资产与指标',
        params: Type.Object({ MatchID: id(), TraderID: id() }),
      },
      async (p, r) => {
        const me = currentUser(r);
        const t = await s.traders.byId(p.TraderID);
        if (!t || t.matchID !== p.MatchID) throw notFound(T.TRADER_NOT_FOUND);
        if (t.userID !== me.id) {
          if (!isManager(me.role)) throw forbidden(IDENTITY_TEXT.FORBIDDEN);
          await s.manage.assertManages(me, p.MatchID);
        }
        const c = await s.manage.get(p.MatchID);
        const b = await rankings.board(c, {});
        return {
          matchID: p.MatchID,
          traderID: p.TraderID,
          days: await rankings.days(c, t.traderID),
          metrics: b.rows.find((x) => x.TraderID === t.traderID) ?? null,
        };
      },
    );
  };
}
