import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { DEFAULT_FEES } from '../../domain/exchange';
import { keyOf, type Security, type SimulatedMarket } from '../../domain/market';
import {
  Backtest,
  screen,
  type BacktestReport,
  type CompanyTimeline,
  type ScreenRow,
} from '../../domain/research';
import { refuse } from '../../http/app-error';
import { alignBars, type ResearchService } from './research-service';
import { BACKTEST_DEFAULTS, type BacktestSettings, type SchemeDefinition } from './scheme-schema';

/** Trading days before the window whose prices the technical indicators read. */
const WARMUP_DAYS = 61;
/** Longest stretch of work between two yields to the event loop, ms. */
const SLICE_MS = 15;

/** A backtest's parameters with every default filled in and the window resolved. */
export interface ResolvedSettings {
  startDate: string;
  endDate: string;
  initialCash: number;
  benchmark: string;
  rebalanceDays: number;
  holdings: number;
  weighting: 'equal' | 'marketCap';
}

/** Fills in defaults: the window ends on the last closed day and spans two years by default. */
export function resolveSettings(
  market: SimulatedMarket,
  scheme: SchemeDefinition,
  s: BacktestSettings,
): ResolvedSettings {
  const closed = market.tradingDates().filter((d) => d < market.tradingDate());
  const lastClosed = closed[closed.length - 1] ?? market.tradingDate();
  const endDate = s.endDate && s.endDate < lastClosed ? s.endDate : lastClosed;
  const startDate =
    s.startDate ?? closed[Math.max(0, closed.indexOf(lastClosed) - 2 * 244)] ?? lastClosed;
  return {
    startDate,
    endDate,
    initialCash: s.initialCash ?? BACKTEST_DEFAULTS.initialCash,
    benchmark: s.benchmark ?? BACKTEST_DEFAULTS.benchmark,
    rebalanceDays: s.rebalanceDays ?? scheme.rebalanceDays ?? BACKTEST_DEFAULTS.rebalanceDays,
    holdings: s.holdings ?? scheme.holdings ?? BACKTEST_DEFAULTS.holdings,
    weighting: s.weighting ?? scheme.weighting ?? BACKTEST_DEFAULTS.weighting,
  };
}

interface Loaded {
  key: string;
  timeline: CompanyTimeline;
  close: Float64Array;
  volume: Float64Array;
  plateIds: number[];
}

/**
 * Runs a scheme's backtest over the stored daily history: loads prices and fundamentals in
 * chunks, then lets the engine walk the days a few at a time, yielding to the event loop in
 * between so quotes, orders and other requests keep flowing. `onProgress` gets 0..100.
 */
export async function runSchemeBacktest(
  research: ResearchService,
  scheme: SchemeDefinition,
  settings: ResolvedSettings,
  onProgress: (pct: number) => void,
): Promise<BacktestReport> {
  const market = await research.ready();
  const { window, ext } = backtestDays(market.tradingDates(), settings);
  const offset = ext.length - window.length;
  const loaded = await loadStocks(research, market, scheme, ext, settings.endDate, onProgress);
  const benchSec = market.security(settings.benchmark);
  if (!benchSec) throw refuse(`基准指数不存在：${settings.benchmark}`);
  const bench = alignBars(market, benchSec, window).close;
  const byKey = new Map(loaded.map((l) => [l.key, l]));
  const bt = new Backtest({
    dates: window,
    universe: loaded.map((l) => ({ sec: l.timeline.sec, close: l.close.subarray(offset) })),
    bench,
    // Screened on the previous close: no look-ahead.
    pick: (i) =>
      screen(rowsAt(loaded, ext, offset + i - 1), scheme).map((r) => `${r.code}.${r.market}`),
    capOf: (key, i) => {
      const l = byKey.get(key);
      return l ? (l.close[offset + i - 1] as number) * l.timeline.traits.sharesOutstanding : 0;
    },
    dividends: (await research.extraData()).actions,
    params: {
      rebalanceDays: settings.rebalanceDays,
      holdings: settings.holdings,
      weighting: settings.weighting,
      initialCash: settings.initialCash,
      fees: DEFAULT_FEES,
      riskFreeAnnual: BACKTEST_DEFAULTS.riskFreeAnnual,
    },
  });
  while (!bt.done) {
    const slice = performance.now();
    while (!bt.done && performance.now() - slice < SLICE_MS) bt.step(1);
    onProgress(30 + 70 * bt.progress);
    await yieldToLoop();
  }
  return bt.report();
}

/** The backtest's trading days, and the same extended back by the indicators' warm-up. */
function backtestDays(all: string[], settings: ResolvedSettings) {
  const window = all.filter((d) => d >= settings.startDate && d <= settings.endDate);
  if (window.length < 2) throw refuse('回测区间内交易日不足');
  if (window.length > BACKTEST_DEFAULTS.maxDays) throw refuse('回测区间不能超过5年');
  const first = all.indexOf(window[0] as string);
  const ext = all.slice(Math.max(0, first - WARMUP_DAYS), all.indexOf(settings.endDate) + 1);
  return { window, ext };
}

/**
 * Prices and fundamentals of the scheme's stocks (of its plates, when it names some) over the
 * extended days, yielding to the event loop every slice; progress 0..30.
 */
async function loadStocks(
  research: ResearchService,
  market: Awaited<ReturnType<ResearchService['ready']>>,
  scheme: SchemeDefinition,
  ext: string[],
  endDate: string,
  onProgress: (pct: number) => void,
): Promise<Loaded[]> {
  const plates = research.plateIndex(market);
  const wanted = scheme.plateIds?.length ? new Set(scheme.plateIds) : null;
  const stocks = research
    .stocks(market)
    .filter((s) => !wanted || plates.plateIdsOf(s).some((p) => wanted.has(p)));
  const loaded: Loaded[] = [];
  let slice = performance.now();
  for (let k = 0; k < stocks.length; k += 1) {
    const sec = stocks[k] as Security;
    loaded.push({
      key: keyOf(sec),
      timeline: research.build(sec, market, ext[0] as string, endDate),
      ...alignBars(market, sec, ext),
      plateIds: plates.plateIdsOf(sec),
    });
    if (performance.now() - slice > SLICE_MS) {
      onProgress((30 * k) / stocks.length);
      await yieldToLoop();
      slice = performance.now();
    }
  }
  return loaded;
}

/** The screen's rows on day `j` of the extended days: every loaded stock with its values. */
function rowsAt(loaded: Loaded[], ext: string[], j: number): ScreenRow[] {
  const rows: ScreenRow[] = [];
  for (const l of loaded) {
    const values = l.timeline.valuesAt({ dates: ext, close: l.close, volume: l.volume }, j);
    if (!values) continue;
    const sec = l.timeline.sec;
    rows.push({
      code: sec.code,
      market: sec.market,
      name: sec.name,
      industry: sec.sector,
      plateIds: l.plateIds,
      values,
    });
  }
  return rows;
}
