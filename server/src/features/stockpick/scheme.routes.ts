import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { pageOf, screen } from '../../domain/research';
import { forbidden, notFound, refuse } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/auth';
import { limited } from '../../http/call-limits';
import { endpoint } from '../../http/endpoint';
import { id, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { BACKTEST_PROGRESS_EVENT, enqueueBacktest, QUEUE_TEXT } from './backtest-jobs';
import { resolveSettings } from './backtest-runner';
import { researchOf, type ResearchService } from './research-service';
import { rowView } from './stockpick.routes';
import { backtestSettingsSchema, BACKTEST_DEFAULTS, schemeDefinitionSchema } from './scheme-schema';
import {
  DeleteSchemeAnswer,
  GetBacktestReportAnswer,
  GetBacktestsAnswer,
  GetSchemeDetailAnswer,
  GetSchemesAnswer,
  RunBacktestAnswer,
  SaveSchemeAnswer,
} from './stockpick.answers';

export { BACKTEST_PROGRESS_EVENT } from './backtest-jobs';

const tags = ['stockpick'];
const base = '/VEISP/StockPick';

/** Schemes a user may keep. */
const MAX_SCHEMES = 100;
export const RESEARCH_TEXT = {
  SCHEME_NOT_FOUND: '方案不存在',
  BACKTEST_NOT_FOUND: '回测不存在',
  ...QUEUE_TEXT,
  INTERRUPTED: '服务重启，回测已中断',
  EMPTY_NAME: '方案名称不能为空',
  NO_CONDITION: '请至少设置一个选股条件',
  TOO_MANY_SCHEMES: `选股方案最多保存${MAX_SCHEMES}个`,
} as const;

/** Schemes (myStrategy, strategyDetail) and their backtests (backtestReport), per user. */
export function schemeRoutes(ctx: AppContext): Feature {
  const parts = [schemeSaveRoutes, oneSchemeRoutes, backtestRoutes].map((part) => part(ctx));
  return (app) => {
    for (const part of parts) part(app, ctx);
  };
}

/** The caller's scheme `schemeId`, or a refusal. */
const ownSchemeIn =
  (repo: ResearchService['repo']) => async (r: FastifyRequest, schemeId: number) => {
    const s = await repo.scheme(schemeId);
    if (!s) throw notFound(RESEARCH_TEXT.SCHEME_NOT_FOUND);
    if (s.userId !== currentUser(r).id) throw forbidden(RESEARCH_TEXT.SCHEME_NOT_FOUND);
    return s;
  };

/** A user's screening schemes: the list, and one saved (interrupted backtests fail at start). */
function schemeSaveRoutes(ctx: AppContext): Feature {
  const repo = researchOf(ctx).repo;
  const ownScheme = ownSchemeIn(repo);
  return (app) => {
    app.addHook('onReady', () => repo.failInterrupted(RESEARCH_TEXT.INTERRUPTED));

    endpoint(
      app,
      {
        url: `${base}/GetSchemes`,
        methods: ['GET', 'POST'],
        tags,
        guard: requireUser,
        summary: '我的选股方案',
        params: Type.Object({}),
        data: GetSchemesAnswer,
      },
      (_p, r) => repo.schemes(currentUser(r).id),
    );

    endpoint(
      app,
      {
        url: `${base}/SaveScheme`,
        methods: ['POST'],
        tags,
        guard: requireUser,
        summary: '保存选股方案（schemeId 有值时修改）：data = schemeId',
        params: Type.Object({
          schemeId: Type.Optional(id()),
          schemeName: text(40),
          ...schemeDefinitionSchema.properties,
        }),
        data: SaveSchemeAnswer,
      },
      async (p, r) => {
        const { schemeId, schemeName, ...definition } = p;
        const name = schemeName.replace(/\0/g, '').trim();
        if (!name) throw refuse(RESEARCH_TEXT.EMPTY_NAME);
        if (!definition.conditions.length) throw refuse(RESEARCH_TEXT.NO_CONDITION);
        if (schemeId) {
          await ownScheme(r, schemeId);
          await repo.updateScheme(schemeId, name, definition);
          return schemeId;
        }
        const me = currentUser(r);
        if ((await repo.schemeCount(me.id)) >= MAX_SCHEMES)
          throw refuse(RESEARCH_TEXT.TOO_MANY_SCHEMES);
        return repo.insertScheme(me.id, name, definition);
      },
    );
  };
}

/** One scheme: deleted, or its detail with today's picks. */
function oneSchemeRoutes(ctx: AppContext): Feature {
  const research = researchOf(ctx);
  const repo = research.repo;
  const ownScheme = ownSchemeIn(repo);
  return (app) => {
    endpoint(
      app,
      {
        url: `${base}/DeleteScheme`,
        methods: ['POST'],
        tags,
        guard: requireUser,
        summary: '删除选股方案及其回测',
        params: Type.Object({ schemeId: id() }),
        data: DeleteSchemeAnswer,
      },
      async (p, r) => {
        await ownScheme(r, p.schemeId);
        await repo.deleteScheme(p.schemeId);
        return true;
      },
    );

    endpoint(
      app,
      {
        url: `${base}/GetSchemeDetail`,
        methods: ['GET', 'POST'],
        tags,
        guard: limited(ctx, 'screen', requireUser),
        summary: '方案详情：{ scheme, picks（今日选出的前N只）, total, backtests }',
        params: Type.Object({ schemeId: id() }),
        data: GetSchemeDetailAnswer,
      },
      async (p, r) => {
        const scheme = await ownScheme(r, p.schemeId);
        const all = screen(await research.todayRows(), scheme);
        const n = scheme.holdings ?? BACKTEST_DEFAULTS.holdings;
        return {
          scheme,
          total: all.length,
          picks: pageOf(all, 1, n).map(rowView),
          backtests: await repo.backtests(currentUser(r).id, p.schemeId),
        };
      },
    );
  };
}

/** Backtests of a scheme: run one (queued, progress over the hub), the list, the report. */
function backtestRoutes(ctx: AppContext): Feature {
  const research = researchOf(ctx);
  const repo = research.repo;
  const ownScheme = ownSchemeIn(repo);
  return (app) => {
    endpoint(
      app,
      {
        url: `${base}/RunBacktest`,
        methods: ['POST'],
        tags,
        guard: limited(ctx, 'backtest', requireUser),
        summary: `回测方案：data = { backtestId, queued }；进度经 hub 推送 ${BACKTEST_PROGRESS_EVENT}（排队时 status 为 queued；用户之间轮流执行）`,
        params: Type.Object({ schemeId: id(), ...backtestSettingsSchema.properties }),
        data: RunBacktestAnswer,
      },
      async (p, r) => {
        const me = currentUser(r);
        const { schemeId, ...input } = p;
        const scheme = await ownScheme(r, schemeId);
        const market = await research.ready();
        const settings = resolveSettings(market, scheme, input);
        if (settings.startDate >= settings.endDate) throw refuse('回测开始日期应早于结束日期');
        const { backtestId, queued } = await enqueueBacktest(ctx, me.id, scheme, settings);
        return { backtestId, ...settings, queued };
      },
    );

    endpoint(
      app,
      {
        url: `${base}/GetBacktests`,
        methods: ['GET', 'POST'],
        tags,
        guard: requireUser,
        summary: '我的回测列表（可按方案过滤）',
        params: Type.Object({ schemeId: Type.Optional(id()) }),
        data: GetBacktestsAnswer,
      },
      (p, r) => repo.backtests(currentUser(r).id, p.schemeId),
    );

    endpoint(
      app,
      {
        url: `${base}/GetBacktestReport`,
        methods: ['GET', 'POST'],
        tags,
        guard: requireUser,
        summary: '回测报告：净值与基准曲线、回撤、排名指标、成交明细、每期持仓',
        params: Type.Object({ backtestId: id() }),
        data: GetBacktestReportAnswer,
      },
      async (p, r) => {
        const b = await repo.backtest(p.backtestId);
        if (!b || b.userId !== currentUser(r).id) throw notFound(RESEARCH_TEXT.BACKTEST_NOT_FOUND);
        const { userId: _owner, ...view } = b;
        return view;
      },
    );
  };
}
