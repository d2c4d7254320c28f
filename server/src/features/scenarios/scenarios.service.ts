import type { AppContext } from '../../context';
import {
  effectiveKnot,
  keyOf,
  MAX_JUMP_DAYS,
  SCENARIO_LIMITS,
  stepAtSecond,
  type MarketTime,
  type PriceScenarioKind,
  type Security,
  type SimulatedMarket,
} from '../../domain/market';
import { refuse } from '../../http/app-error';
import type { SessionUser } from '../../http/auth';
import { marketOf } from '../quotation';
import { jumpClock, tradingOf } from '../trading';
import { priceScenariosOf, ScenariosRepository, type ScenarioRow } from './scenarios.repository';

/** A scenario as the admin asks for it (already schema-checked: numbers finite, in range). */
export interface ScenarioRequest {
  kind: PriceScenarioKind | 'expiryJump';
  security?: string;
  market?: string;
  /** YYYY-MM-DD and HH:MM (Asia/Shanghai, inside continuous trading); absent: now. */
  effectiveDate?: string;
  effectiveTime?: string;
  pct?: number;
  days?: number;
  factor?: number;
  note?: string;
}

/** Lays the stored price scenarios over a market (its start, and after every change). */
export async function loadScenarios(ctx: AppContext, market: SimulatedMarket): Promise<void> {
  market.setScenarios(priceScenariosOf(await new ScenariosRepository(ctx.db).all()));
}

/** Whether a scenario acts on the prices shown now (its knot is at or before the market's step). */
export function hasBegun(row: Pick<ScenarioRow, 'date' | 'minute'>, t: MarketTime): boolean {
  return row.date < t.tradingDate || (row.date === t.tradingDate && row.minute * 20 <= t.step);
}

/** The primary security a price scenario acts on, or a refusal in Chinese. */
function targetOf(market: SimulatedMarket, r: ScenarioRequest): Security {
  const code = r.security?.trim() ?? '';
  if (!code) throw refuse('请填写证券代码');
  const sec = market.security(code, r.market?.trim() || undefined);
  if (!sec) throw refuse(`证券 ${code} 不存在`);
  const under = sec.derivative?.underlying;
  if (under && market.security(under))
    throw refuse(`衍生品随标的变动，请对标的 ${under} 设置行情情景`);
  if (r.kind === 'limitRun' && sec.limit.kind !== 'percent')
    throw refuse('该证券没有涨跌幅限制，不能设置连续涨跌停');
  return sec;
}

/** Effective date and minute: now's next minute, or the named trading date and time. */
function effectiveOf(
  market: SimulatedMarket,
  r: ScenarioRequest,
): { date: string; minute: number } {
  const t = market.clock.read();
  const cal = market.clock.calendar;
  const now = effectiveKnot(t.step);
  const first = now.nextDay
    ? { date: cal.shift(t.tradingDate, 1), minute: 0 }
    : { date: t.tradingDate, minute: now.minute };
  if (!r.effectiveDate && !r.effectiveTime) return first;
  const date = r.effectiveDate ?? t.tradingDate;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    throw refuse('生效日期格式不正确');
  if (!cal.isTradingDay(date)) throw refuse('生效日期须为交易日');
  if (date > cal.shift(t.tradingDate, 60)) throw refuse('生效日期最多在 60 个交易日之后');
  const [hh, mm] = (r.effectiveTime ?? '09:30').split(':').map(Number);
  const step = stepAtSecond((hh as number) * 3600 + (mm as number) * 60);
  if (step === undefined || step >= 4800)
    throw refuse('生效时刻须在连续交易时段内（09:30–11:29、13:00–14:59）');
  const minute = step / 20;
  if (date < first.date || (date === first.date && minute < first.minute))
    throw refuse('生效时间不能早于当前行情时间');
  return { date, minute };
}

/** Stores a price scenario and lays it over the market at once. */
async function addPriceScenario(
  ctx: AppContext,
  market: SimulatedMarket,
  r: ScenarioRequest & { kind: PriceScenarioKind },
  user: SessionUser,
): Promise<ScenarioRow> {
  const sec = targetOf(market, r);
  const at = effectiveOf(market, r);
  const pct =
    r.kind === 'gap' ? (r.pct ?? 0) : r.kind === 'limitRun' ? ((r.pct ?? -1) < 0 ? -1 : 1) : 0;
  if (
    r.kind === 'gap' &&
    (pct === 0 || pct < SCENARIO_LIMITS.gapPct.min || pct > SCENARIO_LIMITS.gapPct.max)
  )
    throw refuse('跳空幅度须在 -90% 到 100% 之间且不为 0');
  const row = await new ScenariosRepository(ctx.db).insert({
    kind: r.kind,
    key: keyOf(sec),
    ...at,
    pct,
    days: r.kind === 'gap' ? 1 : (r.days ?? 1),
    factor: r.kind === 'volBurst' ? (r.factor ?? 2) : 1,
    targetDate: null,
    note: r.note?.trim() ?? '',
    userId: user.id,
    userName: user.userName,
  });
  await loadScenarios(ctx, market);
  return row;
}

/** The next expiry at or after the trading date: of `security`, or the nearest option expiry. */
function nextExpiry(market: SimulatedMarket, today: string, r: ScenarioRequest): string {
  const code = r.security?.trim();
  if (code) {
    const sec = market.security(code, r.market?.trim() || undefined);
    const d = sec?.derivative?.futures?.lastTradingDay ?? sec?.derivative?.expiry;
    if (!sec || !d) throw refuse(`${code} 不是期权或期货合约`);
    if (d < today) throw refuse(`${code} 已于 ${d} 到期`);
    return d;
  }
  const dates = market
    .all()
    .map((s) => (s.board === 'option' ? s.derivative?.expiry : undefined))
    .filter((d): d is string => d !== undefined && d >= today)
    .sort();
  if (!dates[0]) throw refuse('没有未到期的期权');
  return dates[0];
}

/**
 * 跳至下一到期日: the market clock moves at once to the close of the expiry day (every rollover on
 * the way settles), so the next day end exercises and expires the month's contracts. Refused on
 * the exchange clock (it follows real time) and in a cluster (each process has its own clock).
 */
async function jumpToExpiry(
  ctx: AppContext,
  r: ScenarioRequest,
  user: SessionUser,
): Promise<ScenarioRow> {
  if (ctx.cluster.enabled) throw refuse('集群模式下不能移动行情时钟');
  const trading = await tradingOf(ctx);
  const svc = await marketOf(ctx);
  if (svc.clock.mode === 'exchange') throw refuse('交易所时钟跟随真实时间，不能跳至到期日');
  const t = svc.clock.read();
  const expiry = nextExpiry(svc.market, t.tradingDate, r);
  if (expiry > svc.clock.calendar.shift(t.tradingDate, MAX_JUMP_DAYS))
    throw refuse(`到期日 ${expiry} 超过 ${MAX_JUMP_DAYS} 个交易日，不能一次跳至`);
  const row = await new ScenariosRepository(ctx.db).insert({
    kind: 'expiryJump',
    key: r.security?.trim() ?? '',
    date: t.tradingDate,
    minute: effectiveKnot(t.step).minute,
    pct: 0,
    days: 1,
    factor: 1,
    targetDate: expiry,
    note: r.note?.trim() ?? '',
    userId: user.id,
    userName: user.userName,
  });
  const lastStep = svc.clock.lastStep;
  if (t.tradingDate !== expiry || t.step < lastStep)
    await jumpClock({ market: svc, trading }, { step: lastStep, dayOk: (d) => d >= expiry });
  return row;
}

/** Schedules a scenario (price events) or runs it (the expiry jump); every one is stored. */
export async function addScenario(
  ctx: AppContext,
  r: ScenarioRequest,
  user: SessionUser,
): Promise<ScenarioRow> {
  if (r.kind === 'expiryJump') return jumpToExpiry(ctx, r, user);
  if (ctx.cluster.enabled) throw refuse('集群模式下暂不支持行情情景');
  const { market } = await marketOf(ctx);
  return addPriceScenario(ctx, market, { ...r, kind: r.kind }, user);
}

/** Cancels a scheduled price scenario; one in effect stays (its prices were shown and settled). */
export async function cancelScenario(
  ctx: AppContext,
  id: number,
  user: SessionUser,
): Promise<void> {
  const repo = new ScenariosRepository(ctx.db);
  const row = await repo.byId(id);
  if (!row) throw refuse('行情情景不存在');
  if (row.cancelledAt) throw refuse('该行情情景已取消');
  const { market } = await marketOf(ctx);
  if (row.kind === 'expiryJump' || hasBegun(row, market.clock.read()))
    throw refuse('已生效的行情情景不能取消');
  await repo.cancel(id, user.userName);
  await loadScenarios(ctx, market);
}
