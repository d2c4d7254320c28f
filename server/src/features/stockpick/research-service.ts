import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { AppContext } from '../../context';
import type { CorporateAction } from '../../domain/exchange';
import { keyOf, type Security, type SimulatedMarket } from '../../domain/market';
import {
  CONCEPT_BASE,
  CONCEPTS,
  CompanyTimeline,
  type PriceSeries,
  type QuarterStatement,
  type ScreenRow,
} from '../../domain/research';
import { marketOf, allPlates, INDUSTRY_BASE } from '../quotation';
import { ResearchRepository } from './research.repository';

/** Boards whose stocks have fundamentals (A-shares and BSE). */
const STOCK_BOARDS = new Set(['main', 'star', 'chinext', 'bse']);
/** Trading days of price history a screen reads (60-day momentum and a margin). */
const LOOKBACK_DAYS = 70;
/** Today's screen rows are recomputed at most this often. */
const ROWS_TTL_MS = 15_000;
/** Stocks whose rows are built between two yields to the event loop. */
const ROWS_PER_CHUNK = 20;

/** Aligns a security's daily bars on a date list (NaN where it has no bar). */
export function alignBars(
  market: SimulatedMarket,
  sec: Security,
  dates: readonly string[],
): { close: Float64Array; volume: Float64Array } {
  const close = new Float64Array(dates.length).fill(NaN);
  const volume = new Float64Array(dates.length).fill(NaN);
  const at = new Map(dates.map((d, i) => [d, i]));
  for (const b of market.dailyBars(keyOf(sec), dates[0], dates[dates.length - 1])) {
    const i = at.get(b.time);
    if (i === undefined) continue;
    close[i] = b.close;
    volume[i] = b.volume;
  }
  return { close, volume };
}

/**
 * The research data of a server: company timelines over the simulated market (with the
 * exchange's corporate actions and imported statements), today's screen rows, plate ids.
 */
export class ResearchService {
  readonly repo: ResearchRepository;
  private timelines = new Map<string, CompanyTimeline>();
  private timelinesDate = '';
  private rows: { tag: string; at: number; rows: Promise<ScreenRow[]> } | undefined;
  /** The last finished rows, served while fresher ones are computed (same trading date). */
  private lastRows: { tag: string; rows: ScreenRow[] } | undefined;
  private extras:
    Promise<{ actions: CorporateAction[]; imported: Map<string, QuarterStatement[]> }> | undefined;

  constructor(private readonly ctx: AppContext) {
    this.repo = new ResearchRepository(ctx.db);
  }

  market(): Promise<SimulatedMarket> {
    return marketOf(this.ctx).then((m) => m.market);
  }

  /** Forgets cached data (after an import or a new corporate action). */
  invalidate(): void {
    this.timelines.clear();
    this.rows = undefined;
    this.lastRows = undefined;
    this.extras = undefined;
  }

  /** Corporate actions of the exchange and imported statements, read once until invalidated. */
  extraData() {
    this.extras ??= (async () => ({
      actions: await this.repo.corporateActions(),
      imported: await this.repo.importedStatements(),
    }))();
    return this.extras;
  }

  /** Stocks with fundamentals. */
  stocks(market: SimulatedMarket): Security[] {
    return market.all().filter((s) => STOCK_BOARDS.has(s.board));
  }

  /** Industry plate (quotation plate ids from 100) and concept plates of each stock. */
  plateIndex(market: SimulatedMarket): {
    plateIdsOf: (s: Security) => number[];
    industries: Array<{ plateId: number; plateName: string }>;
  } {
    const industries = allPlates(market.all())
      .filter((p) => p.id >= INDUSTRY_BASE)
      .map((p) => ({ plateId: p.id, plateName: p.name }));
    const byName = new Map(industries.map((p) => [p.plateName, p.plateId]));
    return {
      industries,
      plateIdsOf: (s) => {
        const ids: number[] = [];
        const ind = byName.get(s.sector);
        if (ind !== undefined) ids.push(ind);
        for (const c of this.timelineSync(s, market).traits.concepts)
          ids.push(CONCEPT_BASE + CONCEPTS.indexOf(c as (typeof CONCEPTS)[number]));
        return ids;
      },
    };
  }

  private extrasNow: { actions: CorporateAction[]; imported: Map<string, QuarterStatement[]> } = {
    actions: [],
    imported: new Map(),
  };

  /** The timeline of a company for the current trading date (cached). */
  timelineSync(sec: Security, market: SimulatedMarket): CompanyTimeline {
    const to = market.tradingDate();
    // Timelines are per trading date: a new day starts a new cache.
    if (this.timelinesDate !== to) {
      this.timelines.clear();
      this.timelinesDate = to;
    }
    const key = keyOf(sec);
    let tl = this.timelines.get(key);
    if (!tl) {
      tl = this.build(sec, market, `${Number(to.slice(0, 4)) - 3}-01-01`, to);
      this.timelines.set(key, tl);
    }
    return tl;
  }

  /** A timeline over [from, to] with the exchange's actions and imported statements. */
  build(sec: Security, market: SimulatedMarket, from: string, to: string): CompanyTimeline {
    const { actions, imported } = this.extrasNow;
    return new CompanyTimeline(
      market.seed,
      sec,
      market.clock.calendar,
      from,
      to,
      actions,
      imported.get(keyOf(sec)),
    );
  }

  /** Loads the database extras before timelines are built. */
  async ready(): Promise<SimulatedMarket> {
    this.extrasNow = await this.extraData();
    return this.market();
  }

  /** Recent trading dates ending today (the last is today's partial bar). */
  recentDates(market: SimulatedMarket, days = LOOKBACK_DAYS): string[] {
    const all = market.tradingDates();
    return all.slice(Math.max(0, all.length - days));
  }

  /** Today's screen row of every stock (recomputed at most every 15 s). */
  async todayRows(): Promise<ScreenRow[]> {
    const market = await this.ready();
    const tag = market.tradingDate();
    const now = Date.now();
    if (!this.rows || this.rows.tag !== tag || now - this.rows.at > ROWS_TTL_MS) {
      const rows = this.computeRows(market);
      this.rows = { tag, at: now, rows };
      rows.then((r) => (this.lastRows = { tag, rows: r })).catch(() => undefined);
    }
    // Stale-while-revalidate: the previous rows of the same day answer at once.
    if (this.lastRows?.tag === tag) return this.lastRows.rows;
    return this.rows.rows;
  }

  /** Builds the rows a few stocks at a time, yielding to the event loop in between. */
  private async computeRows(market: SimulatedMarket): Promise<ScreenRow[]> {
    const dates = this.recentDates(market);
    const plates = this.plateIndex(market);
    const rows: ScreenRow[] = [];
    const stocks = this.stocks(market);
    for (let k = 0; k < stocks.length; k += 1) {
      const sec = stocks[k] as Security;
      if (k % ROWS_PER_CHUNK === ROWS_PER_CHUNK - 1) await yieldToLoop();
      const bars = alignBars(market, sec, dates);
      const series: PriceSeries = { dates, ...bars };
      let last = dates.length - 1;
      while (last > 0 && !((bars.close[last] as number) > 0)) last -= 1;
      const values = this.timelineSync(sec, market).valuesAt(series, last);
      if (!values) continue;
      rows.push({
        code: sec.code,
        market: sec.market,
        name: sec.name,
        industry: sec.sector,
        plateIds: plates.plateIdsOf(sec),
        values,
      });
    }
    return rows;
  }
}

/** The research service of a server context. */
export function researchOf(ctx: AppContext): ResearchService {
  return (ctx.services.research ??= new ResearchService(ctx));
}
