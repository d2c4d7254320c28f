import type { Clock } from '../../context';
import {
  enabledPeriods,
  withLive,
  type LiveFigures,
  type RankingPeriod,
  type RankingRow,
  type TraderHistory,
} from '../../domain/contests';
import { TradingCalendar } from '../../domain/market';
import type { ContestRecord, ContestPorts } from '../contests';
import { boardSettings, computeHistoryBoard, traderDays, type BoardDeps } from './history-board';
import type { HistoryRepository } from './history.repository';
import { NavSeriesCache } from './nav-series';
import { ParticipantSync } from './participants';
import type { HistoryEntry, SharedBoards } from './shared-boards';

/** One contest's board for a day and window. */
export interface Board {
  /** The trading date of the last close the metrics include, or null before the first. */
  searchDate: string | null;
  period: RankingPeriod;
  periods: RankingPeriod[];
  rows: RankingRow[];
}

/** Live figures of a contest over one history entry; merged boards are built per window on use. */
interface LiveEntry {
  at: number;
  date: string | null;
  ready: Promise<{
    history: HistoryEntry;
    figures: Map<number, LiveFigures>;
    fouls: Map<number, number>;
  }>;
  merged: Map<RankingPeriod, RankingRow[]>;
  refreshing: boolean;
  /** How many accounts the figures cover: a large contest refreshes them less often. */
  load: { accounts: number };
}

/** How long live figures (and the check for a new close) are reused. */
const LIVE_TTL_MS = 3000;
/**
 * Beyond this many accounts the live figures are reused proportionally longer: loading and merging
 * them costs a second or more at 100 000 traders (30 s there; ranking.mjs).
 */
const LIVE_TTL_ACCOUNTS = 10_000;
const MAX_ENTRIES = 64;

/**
 * Rankings: history metrics are computed once per contest and closed day (at rollover, or on the
 * first query after a new close) and cached; live figures are merged on top for a few seconds.
 */
export class RankingService {
  private readonly history = new Map<string, Promise<HistoryEntry>>();
  private readonly latest = new Map<number, { at: number; date: Promise<string | null> }>();
  private readonly live = new Map<number, LiveEntry>();
  private readonly seriesCache: NavSeriesCache;
  /** Every account holder of a contest is ranked, also those who never opened its pages. */
  private readonly participants: ParticipantSync;
  private readonly deps: BoardDeps;

  constructor(
    private readonly repo: HistoryRepository,
    private readonly ports: () => ContestPorts,
    private readonly clock: Clock,
    /** Cluster mode: boards computed once and stored in PostgreSQL for every process. */
    private readonly shared?: SharedBoards,
  ) {
    this.deps = { repo, ports, calendar: new TradingCalendar() };
    this.seriesCache = new NavSeriesCache(repo);
    this.participants = new ParticipantSync(
      repo,
      () => clock.now().getTime(),
      (matchId) => this.invalidate(matchId),
      LIVE_TTL_MS,
    );
  }

  /** Drops a contest's live figures: the next query reloads them (after a foul). */
  refreshLive(matchId: number): void {
    this.live.delete(matchId);
  }

  /** Drops every cached board (after a rollover or a contest edit). */
  invalidate(matchId?: number): void {
    this.seriesCache.clear();
    if (matchId === undefined) this.history.clear();
    else this.dropHistory(matchId);
    if (matchId === undefined) {
      this.latest.clear();
      this.live.clear();
    } else {
      this.latest.delete(matchId);
      this.live.delete(matchId);
    }
  }

  /** The board of a contest: a past date without live figures, or the latest with them. */
  async board(
    c: ContestRecord,
    opts: { searchDate?: string; period?: RankingPeriod },
  ): Promise<Board> {
    await this.participants.run(c.matchID);
    const periods = enabledPeriods(c.settings.rankingParams);
    const period = opts.period && periods.includes(opts.period) ? opts.period : 'all';
    const latest = await this.latestDate(c.matchID);
    const past =
      opts.searchDate && latest && opts.searchDate < latest ? opts.searchDate : undefined;
    if (past) {
      const entry = await this.entry(c, past);
      return { searchDate: entry.date, period, periods, rows: entry.rows.get(period) ?? [] };
    }
    return { searchDate: latest, period, periods, rows: await this.liveRows(c, latest, period) };
  }

  /** Recomputes the history boards of contests after a day closed (rollover hook). */
  async recompute(contests: readonly ContestRecord[]): Promise<void> {
    for (const c of contests) {
      this.invalidate(c.matchID);
      await this.entry(c, await this.latestDate(c.matchID));
    }
  }

  /** One trader's closed days: assets, unit NAV, daily and cumulative yield, benchmark close. */
  async days(c: ContestRecord, traderId: number) {
    await this.participants.run(c.matchID);
    return traderDays(this.deps, c, traderId, await this.latestDate(c.matchID));
  }

  /** Every trader's closes up to the latest close, the opening point first (nav-series.ts). */
  navSeries(c: ContestRecord): Promise<TraderHistory[]> {
    return this.seriesCache.of(c, () => this.latestDate(c.matchID), this.participants);
  }

  private latestDate(matchId: number): Promise<string | null> {
    const now = this.clock.now().getTime();
    const hit = this.latest.get(matchId);
    if (hit && now - hit.at < LIVE_TTL_MS) return hit.date;
    const date = this.repo.latestDate(matchId);
    this.latest.set(matchId, { at: now, date });
    return date;
  }

  /**
   * The latest board with live figures. Expired figures are served while fresh ones load
   * (stale-while-revalidate), so no request waits on the refresh; a new close always waits.
   */
  private async liveRows(
    c: ContestRecord,
    latest: string | null,
    period: RankingPeriod,
  ): Promise<RankingRow[]> {
    const now = this.clock.now().getTime();
    const current = this.live.get(c.matchID);
    const entry = !current || current.date !== latest ? this.loadLive(c, latest, now) : current;
    const ttl = LIVE_TTL_MS * Math.max(1, entry.load.accounts / LIVE_TTL_ACCOUNTS);
    if (entry === current && now - entry.at >= ttl && !entry.refreshing) {
      entry.refreshing = true;
      const next = this.loadLive(c, latest, now, false);
      next.ready.then(
        () => this.live.set(c.matchID, next),
        () => (entry.refreshing = false),
      );
    }
    const { history, figures, fouls } = await entry.ready;
    let rows = entry.merged.get(period);
    if (!rows) {
      rows = withLive(
        history.rows.get(period) ?? [],
        figures,
        history.lastNav,
        boardSettings(c),
        fouls,
      );
      entry.merged.set(period, rows);
    }
    return rows;
  }

  private loadLive(c: ContestRecord, date: string | null, at: number, install = true): LiveEntry {
    const load = { accounts: 0 };
    const ready = (async () => {
      const history = await this.entry(c, date);
      load.accounts = history.accounts.size;
      const figures = await this.repo.live(
        history.accounts,
        await this.ports().valuer(),
        await this.repo.rates(c.matchID),
      );
      return { history, figures, fouls: await this.repo.foulCounts(c.matchID) };
    })();
    const e: LiveEntry = { at, date, ready, merged: new Map(), refreshing: false, load };
    if (install) {
      this.live.set(c.matchID, e);
      ready.catch(() => this.live.get(c.matchID) === e && this.live.delete(c.matchID));
    }
    return e;
  }

  private entry(c: ContestRecord, date: string | null): Promise<HistoryEntry> {
    const key = `${c.matchID}|${date ?? ''}`;
    let hit = this.history.get(key);
    if (!hit) {
      if (this.history.size >= MAX_ENTRIES)
        this.history.delete(this.history.keys().next().value as string);
      hit = this.shared ? this.computeShared(c, date) : this.compute(c, date);
      this.history.set(key, hit);
      hit.catch(() => this.history.delete(key));
    }
    return hit;
  }

  private async computeShared(c: ContestRecord, date: string | null): Promise<HistoryEntry> {
    await this.participants.run(c.matchID);
    const traders = (await this.repo.traders(c.matchID)).length;
    return (this.shared as SharedBoards).once(c, date, traders, () => this.compute(c, date));
  }

  private dropHistory(matchId: number): void {
    for (const key of [...this.history.keys()])
      if (key.startsWith(`${matchId}|`)) this.history.delete(key);
  }

  private async compute(c: ContestRecord, date: string | null): Promise<HistoryEntry> {
    await this.participants.run(c.matchID);
    return computeHistoryBoard(this.deps, c, date, this.clock.now());
  }
}
