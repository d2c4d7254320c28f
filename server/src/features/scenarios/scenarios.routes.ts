import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import {
  SCENARIO_KIND_NAMES,
  SCENARIO_LIMITS,
  stepClock,
  type MarketTime,
  type SimulatedMarket,
} from '../../domain/market';
import { currentAdmin, requireAdmin } from '../../http/auth';
import { beijingIso } from '../../http/beijing-iso';
import { endpoint } from '../../http/endpoint';
import { id, optText } from '../../http/schemas';
import type { Feature } from '../feature';
import { marketOf } from '../quotation';
import { ScenariosRepository, type ScenarioRow } from './scenarios.repository';
import { addScenario, cancelScenario, hasBegun } from './scenarios.service';
import { AddScenarioAnswer, CancelScenarioAnswer, ListScenariosAnswer } from './scenarios.answers';

const tags = ['scenarios'];
const L = SCENARIO_LIMITS;

/** 已排期 before its minute, 生效中 while it acts, 已结束 after a run or burst, 已执行 jumps. */
function statusOf(r: ScenarioRow, t: MarketTime, market: SimulatedMarket): [string, string] {
  if (r.cancelledAt) return ['cancelled', '已取消'];
  if (r.kind === 'expiryJump') return ['done', '已执行'];
  if (!hasBegun(r, t)) return ['scheduled', '已排期'];
  if (r.kind === 'gap') return ['active', '已生效'];
  const last = market.clock.calendar.shift(r.date, r.days - 1);
  return t.tradingDate > last ? ['past', '已结束'] : ['active', '生效中'];
}

function view(r: ScenarioRow, t: MarketTime, market: SimulatedMarket) {
  const sec = r.key ? market.security(r.key) : undefined;
  const [status, statusName] = statusOf(r, t, market);
  return {
    id: r.id,
    kind: r.kind,
    kindName: SCENARIO_KIND_NAMES[r.kind],
    security: sec?.code ?? r.key,
    market: sec?.market ?? '',
    securityName: sec?.name ?? '',
    effectiveDate: r.date,
    effectiveTime: stepClock(r.minute * 20).slice(0, 5),
    pct: r.pct,
    days: r.days,
    factor: r.factor,
    targetDate: r.targetDate,
    note: r.note,
    status,
    statusName,
    createdBy: r.createdBy,
    createTime: beijingIso(r.createdAt),
    cancelledBy: r.cancelledBy,
    cancelTime: r.cancelledAt ? beijingIso(r.cancelledAt) : null,
  };
}

/**
 * 行情情景 (system admins): schedule a gap, a run of limit days or a volatility burst on a security
 * for the whole simulated market, or jump the clock to the next expiry; list every event.
 */
export const scenariosFeature: Feature = (app, ctx: AppContext) => {
  endpoint(
    app,
    {
      url: '/VERace/MarketScenario/ListScenarios',
      methods: ['GET', 'POST'],
      tags,
      summary:
        '行情情景列表（仅系统管理员）：data = { tradingDate, clock, list: [{ id, kind, kindName, security, market, securityName, effectiveDate, effectiveTime, pct, days, factor, targetDate, note, status（scheduled 已排期 / active 生效中 / past 已结束 / done 已执行 / cancelled 已取消）, statusName, createdBy, createTime, cancelledBy, cancelTime }] }，最新在前',
      params: Type.Object({}),
      data: ListScenariosAnswer,
      guard: requireAdmin,
    },
    async () => {
      const { market } = await marketOf(ctx);
      const t = market.clock.read();
      const rows = await new ScenariosRepository(ctx.db).all();
      return {
        tradingDate: t.tradingDate,
        clock: t.clock,
        list: rows.map((r) => view(r, t, market)),
      };
    },
  );
  endpoint(
    app,
    {
      url: '/VERace/MarketScenario/AddScenario',
      methods: ['POST'],
      tags,
      summary: `新增行情情景（仅系统管理员，作用于整个模拟市场）：kind gap 跳空缺口（pct ${L.gapPct.min}～${L.gapPct.max}，非 0）、limitRun 连续涨跌停（pct <0 跌停 / >0 涨停，days ${L.days.min}～${L.days.max}）、volBurst 波动放大（factor ${L.factor.min}～${L.factor.max}，days）、expiryJump 跳至下一到期日（security 可选：该合约的到期日；立即执行，时钟移到到期日收盘）；security、market 为现货或标的（衍生品随标的变动）；effectiveDate YYYY-MM-DD、effectiveTime HH:MM（连续交易时段，缺省为下一分钟）。data = 该情景`,
      params: Type.Object({
        kind: Type.Union([
          Type.Literal('gap'),
          Type.Literal('limitRun'),
          Type.Literal('volBurst'),
          Type.Literal('expiryJump'),
        ]),
        security: optText(20),
        market: optText(10),
        effectiveDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
        effectiveTime: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })),
        pct: Type.Optional(Type.Number({ minimum: L.gapPct.min, maximum: L.gapPct.max })),
        days: Type.Optional(Type.Integer({ minimum: L.days.min, maximum: L.days.max })),
        factor: Type.Optional(Type.Number({ minimum: L.factor.min, maximum: L.factor.max })),
        note: optText(L.noteLength),
      }),
      data: AddScenarioAnswer,
      guard: requireAdmin,
    },
    async (p, request) => {
      const row = await addScenario(ctx, p, currentAdmin(request));
      const { market } = await marketOf(ctx);
      return view(row, market.clock.read(), market);
    },
  );
  endpoint(
    app,
    {
      url: '/VERace/MarketScenario/CancelScenario',
      methods: ['POST'],
      tags,
      summary: '取消尚未生效的行情情景（仅系统管理员；已生效的不能取消，记录保留）：data = true',
      params: Type.Object({ id: id() }),
      data: CancelScenarioAnswer,
      guard: requireAdmin,
    },
    async (p, request) => {
      await cancelScenario(ctx, p.id, currentAdmin(request));
      return true;
    },
  );
};
