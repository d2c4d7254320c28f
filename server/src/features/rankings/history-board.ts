import {
  enabledPeriods,
  historyRows,
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

/**
 * A contest's history boards up to the close of `date` (null: before the first close): every
 * enabled window's rows, each trader's last unit NAV and trading account.
 */
export async function computeHistoryBoard(
  d: BoardDeps,
  c: ContestRecord,
  date: string | null,
  now: Date,
): Promise<HistoryEntry> {
  const facts = await d.repo.traders(c.matchID);
  const params = c.settings.rankingParams;
  const eligible = (f: TraderFacts) => isRankingEligible(f, params, now);
  const upTo = date ?? '0000-00-00';
  const histories = await d.repo.histories(
    facts,
    upTo,
    (day) => d.calendar.shift(day, -1),
    eligible,
    c.initialRMB,
    await d.repo.rates(c.matchID),
  );
  const dates = histories.flatMap((h) => (h.dates.length ? [h.dates[0] as string] : []));
  const from = dates.reduce((a, b) => (a < b ? a : b), upTo);
  const bench = date
    ? await d.ports().benchmarkCloses(c.marketIndustryReturnIndexID, from, date)
    : new Map<string, number>();
  const s = boardSettings(c);
  const rows = new Map(enabledPeriods(params).map((p) => [p, historyRows(histories, bench, s, p)]));
  const lastNav = new Map(histories.map((h) => [h.TraderID, h.nav[h.nav.length - 1] as number]));
  const accounts = new Map(
    facts.flatMap((f) =>
      f.accountID === null ? [] : [[f.TraderID, f.accountID] as [number, number]],
    ),
  );
  return { date, rows, lastNav, accounts };
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
