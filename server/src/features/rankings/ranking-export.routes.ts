import { Type } from '@sinclair/typebox';
import { CONTEST_TEXT as T, groupRanking } from '../../domain/contests';
import { IDENTITY_TEXT, isManager } from '../../domain/identity';
import { forbidden, notFound } from '../../http/app-error';
import { limited } from '../../http/call-limits';
import { currentManager, currentUser, requireManager, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, optText } from '../../http/schemas';
import { buildWorkbook, fileStamp, sendFile, XLSX_TYPE } from '../../http/xlsx';
import { contestServicesOf } from '../contests';
import type { Feature } from '../feature';
import { boardFor } from './ranking-access';
import { cell, rankingPage } from './ranking-views';
import type { RankingService } from './ranking.service';
import { base, search, tags } from './rankings.routes';
import {
  ExportClassRankingsAnswer,
  ExportPersonalRankingsRNAnswer,
  GetHistoryMatchDataAnswer,
} from './rankings.answers';

/** Ranking exports (managers) and one trader's daily history. */
export function rankingExportRoutes(rankings: RankingService): Feature {
  const parts = [rankingFileRoutes, historyMatchDataRoute].map((part) => part(rankings));
  return (app, ctx) => {
    for (const part of parts) part(app, ctx);
  };
}

/** Personal and class rankings as spreadsheets. */
function rankingFileRoutes(rankings: RankingService): Feature {
  return (app, ctx) => {
    const board = boardFor(ctx, rankings);
    endpoint(
      app,
      {
        url: `${base}/ExportPersonalRankingsRN`,
        methods: ['GET', 'POST'],
        tags,
        guard: limited(ctx, 'export', requireManager),
        summary: '导出个人排名（Excel）',
        params: Type.Object({ matchID: id(), ...search }),
        data: ExportPersonalRankingsRNAnswer,
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
        guard: limited(ctx, 'export', requireManager),
        summary: '导出班级排名（Excel）',
        params: Type.Object({ matchID: id(), searchDate: optText(10) }),
        data: ExportClassRankingsAnswer,
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
  };
}

/** A past contest's data for its report. */
function historyMatchDataRoute(rankings: RankingService): Feature {
  return (app, ctx) => {
    const s = contestServicesOf(ctx);
    endpoint(
      app,
      {
        url: '/VERace/MatchManage/GetHistoryMatchData',
        methods: ['GET', 'POST'],
        tags,
        guard: requireUser,
        summary: '选手的每日资产与指标',
        params: Type.Object({ MatchID: id(), TraderID: id() }),
        data: GetHistoryMatchDataAnswer,
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
