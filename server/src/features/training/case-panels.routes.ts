import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryOne, type Queryable } from '../../db/db';
import { TRAINING_ROLES as R, TRAINING_TEXT as T } from '../../domain/training';
import { badRequest, notFound } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, optInt, optText, page, paging, text } from '../../http/schemas';
import { TpRepository } from './tp.repository';
import { trainingGuard } from './training-guard';
import { TRAINING_PREFIX } from './training-prefix';
import {
  DeleteCasePanelAnswer,
  GetCasePanelListAnswer,
  GetConfiguredCasePanelListAnswer,
  SubmitCasePanelAnswer,
} from './training.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/CasePanel`;

/** A case panel of a training (spec §3: title, content). */
export interface CasePanelView {
  casePanelID: number;
  tpInfoID: number;
  title: string;
  content: string;
  sort: number;
}

const panelOf = (r: Record<string, unknown>): CasePanelView => ({
  casePanelID: Number(r.case_panel_id),
  tpInfoID: Number(r.tp_info_id),
  title: String(r.title),
  content: String(r.content),
  sort: Number(r.sort),
});

const panelsOf = async (db: Queryable, tpInfoID: number): Promise<CasePanelView[]> =>
  (
    await db.query('SELECT * FROM case_panels WHERE tp_info_id = $1 ORDER BY sort, case_panel_id', [
      tpInfoID,
    ])
  ).map(panelOf);

const bool = () => Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 5 })]));
const truthy = (v: boolean | string | undefined): boolean =>
  v === true || v === 'true' || v === '1';

/** Case panels: GetConfiguredCasePanelList, GetCasePanelList, SubmitCasePanel, DeleteCasePanel. */
export function casePanelsRoutes(app: FastifyInstance, ctx: AppContext): void {
  panelListRoutes(app, ctx);
  panelEditRoutes(app, ctx);
}

/** A training's panels, and (case management) the projects with theirs. */
function panelListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tp = new TpRepository(ctx.db);
  endpoint(
    app,
    {
      url: `${base}/GetCasePanelList`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '实训的案例面板（IsReturnList：只要列表；否则实训记录含 casePanels）',
      params: Type.Object({ tpInfoID: id(), isReturnList: bool() }),
      data: GetCasePanelListAnswer,
    },
    async (p) => {
      const info = await tp.info(p.tpInfoID);
      if (!info) throw notFound(T.PROJECT_NOT_FOUND);
      const casePanels = await panelsOf(ctx.db, p.tpInfoID);
      if (truthy(p.isReturnList)) return casePanels;
      return {
        tpInfoID: info.tpInfoID,
        trainTitle: info.trainTitle,
        trainType: info.trainType,
        tpTypeID: info.tpTypeID,
        landingPath: info.landingPath,
        casePanelID: casePanels[0]?.casePanelID ?? 0,
        casePanels,
      };
    },
  );

  endpoint(
    app,
    {
      url: `${base}/GetConfiguredCasePanelList`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ADMIN_ONLY),
      summary: '实训项目与其案例面板（案例管理，仅管理员）',
      params: Type.Object({ searchKey: optText(50), tpTypeID: optInt(0), ...paging }),
      data: GetConfiguredCasePanelListAnswer,
    },
    async (p) => {
      const { total, list } = await tp.search({
        productTag: 0,
        searchKey: p.searchKey,
        tpTypeID: p.tpTypeID,
        ...page(p),
      });
      const withPanels = await Promise.all(
        list.map(async (info) => ({ ...info, casePanels: await panelsOf(ctx.db, info.tpInfoID) })),
      );
      return { total, list: withPanels };
    },
  );
}

/** A panel added, changed or deleted (admins). */
function panelEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tp = new TpRepository(ctx.db);
  endpoint(
    app,
    {
      url: `${base}/SubmitCasePanel`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ADMIN_ONLY),
      summary: '新增或修改案例面板（有 casePanelID 时修改）',
      params: Type.Object({
        casePanelID: optInt(0),
        tpInfoID: id(),
        title: text(100),
        content: text(20_000),
        sort: optInt(0, 999),
      }),
      data: SubmitCasePanelAnswer,
    },
    async (p, r) => {
      const title = p.title.trim();
      if (!title || title.includes('\0') || p.content.includes('\0'))
        throw badRequest(T.NAME_REQUIRED);
      if (!(await tp.info(p.tpInfoID))) throw notFound(T.PROJECT_NOT_FOUND);
      if (p.casePanelID) {
        const row = await queryOne<Record<string, unknown>>(
          ctx.db,
          `UPDATE case_panels SET tp_info_id = $2, title = $3, content = $4, sort = $5
           WHERE case_panel_id = $1 RETURNING *`,
          [p.casePanelID, p.tpInfoID, title, p.content, p.sort ?? 0],
        );
        if (!row) throw notFound(T.NOT_FOUND);
        return panelOf(row);
      }
      const row = await queryOne<Record<string, unknown>>(
        ctx.db,
        `INSERT INTO case_panels (tp_info_id, title, content, sort, created_by)
         VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [p.tpInfoID, title, p.content, p.sort ?? 0, currentUser(r).id],
      );
      if (!row) throw notFound(T.NOT_FOUND);
      return panelOf(row);
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DeleteCasePanel`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ADMIN_ONLY),
      summary: '删除案例面板',
      params: Type.Object({ casePanelID: id() }),
      data: DeleteCasePanelAnswer,
    },
    async (p) => {
      const rows = await ctx.db.query(
        'DELETE FROM case_panels WHERE case_panel_id = $1 RETURNING 1',
        [p.casePanelID],
      );
      if (rows.length === 0) throw notFound(T.NOT_FOUND);
      return true;
    },
  );
}
