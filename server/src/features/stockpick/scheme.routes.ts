import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { pageOf, screen } from '../../domain/research';
import { forbidden, notFound, refuse } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { resolveSettings, runSchemeBacktest } from './backtest-runner';
import { researchOf } from './research-service';
import { rowView } from './stockpick.routes';
import { backtestSettingsSchema, BACKTEST_DEFAULTS, schemeDefinitionSchema } from './scheme-schema';

const tags = ['stockpick'];
const base = '/VEISP/StockPick';

/** Pushed to the user while a backtest runs: { backtestId, progress 0..100, complete, status }. */
export const BACKTEST_PROGRESS_EVENT = 'BacktestProgress';
/** Backtests running at once on one server (each yields often; this bounds memory). */
const MAX_RUNNING = 2;
/** Schemes a user may keep, and stored backtests per user (older reports are dropped). */
const MAX_SCHEMES = 100;
const KEEP_BACKTESTS = 30;
export const RESEARCH_TEXT = {
  SCHEME_NOT_FOUND: '方案不存在',
  BACKTEST_NOT_FOUND: '回测不存在',
  BUSY: '回测任务繁忙，请稍后再试',
  ONE_AT_A_TIME: '已有回测正在进行，请等待完成',
  INTERRUPTED: '服务重启，回测已中断',
  EMPTY_NAME: '方案名称不能为空',
  NO_CONDITION: '请至少设置一个选股条件',
  TOO_MANY_SCHEMES: `选股方案最多保存${MAX_SCHEMES}个`,
} as const;

/** Schemes (myStrategy, strategyDetail) and their backtests (backtestReport), per user. */
export function schemeRoutes(ctx: AppContext): Feature {
  const research = researchOf(ctx);
  const repo = research.repo;
  let running = 0;
  const ownScheme = async (r: FastifyRequest, schemeId: number) => {
    const s = await repo.scheme(schemeId);
    if (!s) throw notFound(RESEARCH_TEXT.SCHEME_NOT_FOUND);
    if (s.userId !== currentUser(r).id) throw forbidden(RESEARCH_TEXT.SCHEME_NOT_FOUND);
    return s;
  };
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

    endpoint(
      app,
      {
        url: `${base}/DeleteScheme`,
        methods: ['POST'],
        tags,
        guard: requireUser,
        summary: '删除选股方案及其回测',
        params: Type.Object({ schemeId: id() }),
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
        guard: requireUser,
        summary: '方案详情：{ scheme, picks（今日选出的前N只）, total, backtests }',
        params: Type.Object({ schemeId: id() }),
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

    endpoint(
      app,
      {
        url: `${base}/RunBacktest`,
        methods: ['POST'],
        tags,
        guard: requireUser,
        summary: `回测方案：data = { backtestId }；进度经 hub 推送 ${BACKTEST_PROGRESS_EVENT}`,
        params: Type.Object({ schemeId: id(), ...backtestSettingsSchema.properties }),
      },
      async (p, r) => {
        const me = currentUser(r);
        const { schemeId, ...input } = p;
        const scheme = await ownScheme(r, schemeId);
        if (running >= MAX_RUNNING) throw refuse(RESEARCH_TEXT.BUSY);
        if ((await repo.runningOf(me.id)) > 0) throw refuse(RESEARCH_TEXT.ONE_AT_A_TIME);
        const market = await research.ready();
        const settings = resolveSettings(market, scheme, input);
        if (settings.startDate >= settings.endDate) throw refuse('回测开始日期应早于结束日期');
        const backtestId = await repo.insertBacktest(scheme, settings);
        running += 1;
        const started = performance.now();
        let last = -1;
        const push = (progress: number, complete: boolean, status: string) =>
          ctx.hub.toUser(me.id, BACKTEST_PROGRESS_EVENT, {
            backtestId,
            progress,
            complete,
            status,
          });
        const finish = async (): Promise<void> => {
          try {
            const report = await runSchemeBacktest(research, scheme, settings, (pct) => {
              const whole = Math.floor(pct);
              if (whole === last) return;
              last = whole;
              push(whole, false, 'running');
            });
            const m = report.metrics;
            await repo.finish(backtestId, {
              report,
              elapsedMs: performance.now() - started,
              summary: {
                TotalYield: m.TotalYield,
                AnnualYield: m.AnnualYield,
                MaxRetracement: m.MaxRetracement,
                SharpIndex: m.SharpIndex,
                finalAssets: report.finalAssets,
                benchYield: (report.bench[report.bench.length - 1] ?? 1) - 1,
                trades: report.trades.length,
              },
            });
            await repo.prune(me.id, KEEP_BACKTESTS);
            push(100, true, 'done');
          } catch (e) {
            const msg = e instanceof Error ? e.message : String(e);
            await repo
              .finish(backtestId, { error: msg, elapsedMs: performance.now() - started })
              .catch(() => undefined);
            push(0, true, 'failed');
          } finally {
            running -= 1;
          }
        };
        void finish();
        return { backtestId, ...settings };
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
