import type { AppContext } from '../../context';
import {
  buildUniverse,
  MarketClock,
  SimulatedMarket,
  TradingCalendar,
  type ClockMode,
  type Security,
} from '../../domain/market';
import { priceScenariosOf, ScenariosRepository } from '../scenarios';
import { SecuritiesRepository } from '../securities';

/** How the market runs; read from the environment with working defaults. */
export interface MarketSettings {
  mode: ClockMode;
  seed: number;
  /** demo: minutes of wall time per simulated trading day. */
  dayMinutes: number;
  /** Step the market on a timer (off in tests, which drive a manual clock). */
  ticker: boolean;
  /** Replaces the curated universe (tests use a small one). */
  universe?: (asOf: string, cal: TradingCalendar) => Security[];
  now?: () => number;
  startDate?: string;
}

/** MARKET_CLOCK (exchange | demo | manual), MARKET_SEED, MARKET_DAY_MINUTES. */
export function marketSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MarketSettings {
  const mode = (['exchange', 'demo', 'manual'] as const).find((m) => m === env.MARKET_CLOCK);
  const isTest = env.NODE_ENV === 'test' || env.JEST_WORKER_ID !== undefined;
  return {
    mode: mode ?? (isTest ? 'manual' : 'demo'),
    seed: Number(env.MARKET_SEED ?? 20240102) || 20240102,
    dayMinutes: Math.max(1, Number(env.MARKET_DAY_MINUTES ?? 120) || 120),
    ticker: !isTest,
  };
}

/** The running market with its clock, repository and timer. */
export interface MarketService {
  market: SimulatedMarket;
  clock: MarketClock;
  repo: SecuritiesRepository;
  /**
   * demo: moves the clock's time source forward by `ms` (kept across restarts); the test-only
   * market control's jumps. The next `market.advance()` emits the rollovers and ticks passed.
   */
  shiftTime(ms: number): Promise<void>;
  stop(): void;
}

/**
 * Loads (on first start: seeds) the security master from the database, replays imported real
 * bars, restores the demo clock's anchor so restarts resume the same simulated day, and steps
 * the market once a second.
 */
export async function startMarketService(
  ctx: AppContext,
  settings: MarketSettings,
): Promise<MarketService> {
  const repo = new SecuritiesRepository(ctx.db);
  await repo.ensureSchema();
  const calendar = new TradingCalendar();
  const source = settings.now ?? (() => ctx.clock.now().getTime());
  let anchorMs: number | undefined;
  let startDate = settings.startDate;
  let shiftMs = 0;
  if (settings.mode === 'demo') {
    anchorMs = Number(await repo.getState('demo.anchorMs')) || undefined;
    startDate = startDate ?? (await repo.getState('demo.startDate'));
    shiftMs = Math.max(0, Number(await repo.getState('demo.shiftMs')) || 0);
  }
  const now = () => source() + shiftMs;
  const clock = new MarketClock({
    mode: settings.mode,
    now,
    calendar,
    dayMs: settings.dayMinutes * 60_000,
    ...(anchorMs ? { anchorMs } : {}),
    ...(startDate ? { startDate } : {}),
  });
  if (settings.mode === 'demo' && !anchorMs) {
    await repo.setState('demo.anchorMs', String(clock.anchorMs));
    await repo.setState('demo.startDate', clock.read().tradingDate);
  }
  let securities = await repo.loadAll();
  if (securities.length === 0) {
    const asOf = clock.read().tradingDate;
    await repo.insertMany((settings.universe ?? buildUniverse)(asOf, calendar));
    securities = await repo.loadAll();
  }
  const market = new SimulatedMarket({ seed: settings.seed, clock, securities });
  for (const [key, bars] of await repo.loadImports()) market.replaceHistory(key, bars);
  // Market scenarios (行情情景) stored before a restart lie over the same prices again.
  market.setScenarios(priceScenariosOf(await new ScenariosRepository(ctx.db).all()));
  market.advance();
  const timer = settings.ticker ? setInterval(() => market.advance(), 1000) : undefined;
  timer?.unref();
  const shiftTime = async (ms: number) => {
    if (settings.mode !== 'demo' || !(ms >= 0 && Number.isFinite(ms)))
      throw new RangeError(`time shift refused: ${ms} ms (${settings.mode})`);
    shiftMs += ms;
    await repo.setState('demo.shiftMs', String(shiftMs));
  };
  return { market, clock, repo, shiftTime, stop: () => timer && clearInterval(timer) };
}

/** Sets how the market of a server context will run (tests call it before the first request). */
export function configureMarket(ctx: AppContext, settings: Partial<MarketSettings>): void {
  ctx.services.market = { settings: { ...marketSettingsFromEnv(), ...settings } };
}

/**
 * The market of a server context, started on first use: servers and tests that never ask for
 * market data never build it. The exchange and other features get the market from here.
 */
export function marketOf(ctx: AppContext): Promise<MarketService> {
  const entry = (ctx.services.market ??= { settings: marketSettingsFromEnv() });
  entry.started ??= startMarketService(ctx, entry.settings);
  return entry.started;
}

/** Stops the market's timer if it was started. */
export async function stopMarket(ctx: AppContext): Promise<void> {
  const started = ctx.services.market?.started;
  if (started) (await started).stop();
}
