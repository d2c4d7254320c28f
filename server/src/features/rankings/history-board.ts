import {
  BoardBuilder,
  enabledPeriods,
  isRankingEligible,
  type BoardSettings,
} from '../../domain/contests';
import type { TradingCalendar } from '../../domain/market';
import type { ContestRecord, ContestPorts } from '../contests';
import type { HistoryRepository, TraderFacts } from './history.repository';
import type { HistoryEntry } from './shared-boards';

/** What the closed-day figures of a contest are computed from. */
export interface BoardDeps {
  repo: HistoryRepository;
  ports: () => ContestPorts;
  calendar: TradingCalendar;
}

/** A contest's ranking settings as the metrics take them. */
export const boardSettings = (c: ContestRecord): BoardSettings => ({
  riskFreeAnnual: c.noRiskInterestRates,
  rankingIndexs: c.settings.rankingIndexs,
  matchTotalPoints: c.settings.rankingParams.matchTotalPoints,
  foulPoints: c.settings.riskRules.foulPoints ?? 1,
});

/** Traders whose NAV series are in memory at once while a board is computed. */
export const BOARD_PAGE = 2000;

/**
 * A contest's history boards up to the close of `date` (null: before the first close): every
 * enabled window's rows, each trader's last unit NAV and trading account. The NAV series are read
 * a page of traders at a time (in trader order) and dropped once their rows are built, so memory
 * holds the rows and one page, never every series of the contest.
 */
export async function computeHistoryBoard(
  d: BoardDeps,
  c: ContestRecord,
  date: string | null,
  now: Date,
  pageSize = BOARD_PAGE,
): Promise<HistoryEntry> {
  const facts = await d.repo.traders(c.matchID);
  const params = c.settings.rankingParams;
  const eligible = (f: TraderFacts) => isRankingEligible(f, params, now);
  const upTo = date ?? '0000-00-00';
  const rates = await d.repo.rates(c.matchID);
  const bench = new Map<string, number>();
  const builder = new BoardBuilder(bench, boardSettings(c), enabledPeriods(params));
  const lastNav = new Map<number, number>();
  let benchFrom: string | undefined;
  for (let i = 0; i < facts.length; i += pageSize) {
    const page = await d.repo.histories(
      facts.slice(i, i + pageSize),
      upTo,
      (day) => d.calendar.shift(day, -1),
      eligible,
      c.initialRMB,
      rates,
    );
    // The benchmark from the earliest opening point so far (pages rarely start earlier).
    const from = page.reduce((a, h) => (h.dates[0] && h.dates[0] < a ? h.dates[0] : a), upTo);
    if (date && (benchFrom === undefined || from < benchFrom)) {
      const closes = await d.ports().benchmarkCloses(c.marketIndustryReturnIndexID, from, date);
      for (const [day, close] of closes) bench.set(day, close);
      benchFrom = from;
    }
    for (const h of page) {
      builder.add(h);
      lastNav.set(h.TraderID, h.nav[h.nav.length - 1] as number);
    }
  }
  const accounts = new Map(
    facts.flatMap((f) =>
      f.accountID === null ? [] : [[f.TraderID, f.accountID] as [number, number]],
    ),
  );
  return { date, rows: builder.finish(), lastNav, accounts };
}

/** One trader's closed days up to `latest`: assets, unit NAV, daily and cumulative yield, benchmark close. */
export async function traderDays(
  d: BoardDeps,
  c: ContestRecord,
  traderId: number,
  latest: string | null,
) {
  if (!latest) return [];
  const facts = (await d.repo.traders(c.matchID)).filter((f) => f.TraderID === traderId);
  const shift = (day: string) => d.calendar.shift(day, -1);
  const rate = await d.repo.rates(c.matchID);
  const [h] = await d.repo.histories(facts, latest, shift, () => true, c.initialRMB, rate);
  if (!h || h.dates.length < 2) return [];
  const bench = await d
    .ports()
    .benchmarkCloses(c.marketIndustryReturnIndexID, h.dates[0] as string, latest);
  const nav = (i: number) => h.nav[i] as number;
  return h.dates.slice(1).map((day, k) => ({
    tradeDate: day,
    totalAssets: h.totalAssets[k + 1] as number,
    nav: nav(k + 1),
    dailyYield: nav(k + 1) / nav(k) - 1,
    totalYield: nav(k + 1) / nav(0) - 1,
    benchmarkClose: bench.get(day) ?? null,
  }));
}
