import { Type } from '@sinclair/typebox';
import { groupRanking, type RankingRow } from '../../domain/contests';
import { limited } from '../../http/call-limits';
import { currentUser, requireUser, type SessionUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, optText, page } from '../../http/schemas';
import { listPaging } from '../contests';
import type { Feature } from '../feature';
import { boardFor } from './ranking-access';
import { groupPage, rankingPage, withNames } from './ranking-views';
import type { RankingService } from './ranking.service';
import {
  GetMyLatestRankingRNAnswer,
  GetMyRankingAnswer,
  GetRealTimePersonalRankingsAnswer,
  GetRealTimeTeamRankingsAnswer,
  GetTraderLatestClassRankingAnswer,
  SearchClassRankingsAnswer,
  SearchClassRankingsByTraderIDAnswer,
  SearchPersonalRankingsRNAnswer,
} from './rankings.answers';

export const tags = ['rankings'];
export const base = '/VERace/Ranking';
const sortType = Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Integer()]));
export const search = {
  searchKey: optText(100),
  sortField: optText(40),
  sortType,
  searchDate: optText(10),
  period: optText(10),
  ...listPaging,
};

/** The /VERace/Ranking boards of spec §7 (exports and history: ranking-export.routes.ts). */
export function rankingRoutes(rankings: RankingService): Feature {
  const parts = [liveRankingRoutes, personalRankingRoutes, classRankingRoutes].map((part) =>
    part(rankings),
  );
  return (app, ctx) => {
    for (const part of parts) part(app, ctx);
  };
}

/** One's own ranking and the real-time personal and team rankings. */
function liveRankingRoutes(rankings: RankingService): Feature {
  return (app, ctx) => {
    const board = boardFor(ctx, rankings);
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
        data: GetMyRankingAnswer,
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
        data: GetRealTimePersonalRankingsAnswer,
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
        data: GetRealTimeTeamRankingsAnswer,
      },
      async (p, r) =>
        groupPage((await board(currentUser(r), p.MatchID, {})).b.rows, 'team', page(p)),
    );
  };
}

/** The personal rankings by period and one's latest. */
function personalRankingRoutes(rankings: RankingService): Feature {
  return (app, ctx) => {
    const board = boardFor(ctx, rankings);
    const mine = (user: SessionUser, rows: RankingRow[]) =>
      rows.filter((r) => r.UserID === user.id);
    endpoint(
      app,
      {
        url: `${base}/SearchPersonalRankingsRN`,
        methods: ['POST', 'GET'],
        tags,
        guard: limited(ctx, 'rankingSearch', requireUser),
        summary: '个人排名查询（排序、分页、日期、周期）',
        params: Type.Object({ matchID: id(), ...search }),
        data: SearchPersonalRankingsRNAnswer,
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
        data: GetMyLatestRankingRNAnswer,
      },
      async (p, r) => {
        const me = currentUser(r);
        return mine(me, (await board(me, p.matchID, {})).b.rows)[0] ?? null;
      },
    );
  };
}

/** Class rankings: the list, by trader, a trader's latest. */
function classRankingRoutes(rankings: RankingService): Feature {
  return (app, ctx) => {
    const board = boardFor(ctx, rankings);
    endpoint(
      app,
      {
        url: `${base}/SearchClassRankings`,
        methods: ['POST', 'GET'],
        tags,
        guard: limited(ctx, 'rankingSearch', requireUser),
        summary: '班级排名',
        params: Type.Object({ matchID: id(), searchDate: optText(10), ...listPaging }),
        data: SearchClassRankingsAnswer,
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
        guard: limited(ctx, 'rankingSearch', requireUser),
        summary: '选手所在班级的个人排名',
        params: Type.Object({ matchID: id(), traderID: id(), ...search }),
        data: SearchClassRankingsByTraderIDAnswer,
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
        data: GetTraderLatestClassRankingAnswer,
      },
      async (p, r) => {
        const { b } = await board(currentUser(r), p.matchID, { searchDate: p.SearchDate });
        const classId = b.rows.find((x) => x.TraderID === p.TraderID)?.ClassID ?? null;
        const g = groupRanking(b.rows, 'class').find((x) => x.GroupID === classId);
        return g ? withNames(g, 'class') : null;
      },
    );
  };
}
