import type { CallCounter } from './cluster/rate-limits';
import type { ContestServices, ContestPorts } from './features/contests';
import type { ContestRiskService } from './features/fouls';
import type { MarketService, MarketSettings } from './features/quotation';
import type { RankingService } from './features/rankings';
import type { FairQueue, ResearchService } from './features/stockpick';
import type { OrderGate, BurstLimits, TradingService } from './features/trading';
import type { CallKind } from './http/call-limits';
import type { ImportJobs } from './http/import-jobs';

/**
 * The services of one server context, held on the context itself (`ctx.services`), one typed slot
 * each. A slot is filled on first use by its feature's accessor (`marketOf`, `tradingOf`,
 * `contestServicesOf`, `rankingServiceOf`, …), so a server or a test that never asks for the market
 * never builds it; tests and benchmarks fill the configuration slots (`configureMarket`,
 * `configureTrading`, `configureContestPorts`) before the first use. Nothing of a context lives in
 * a module-level registry: two contexts in one process (the tests' servers) never share a service.
 */
export interface AppServices {
  /** The simulated market: how it runs, and the running one once started (quotation). */
  market?: { settings: MarketSettings; started?: Promise<MarketService> };
  /** The exchange, started on first use (trading). */
  trading?: Promise<TradingService>;
  /** The exchange's burst limits, set before it starts (tests, benchmarks). */
  tradingLimits?: BurstLimits;
  /** The contest-level check every order passes (plugged in by the fouls feature). */
  orderGate?: OrderGate;
  /** Contests: repositories, current contest, enrolment, training contests. */
  contests?: ContestServices;
  /** Ports replaced by tests or benchmarks over the running exchange and market. */
  contestPorts?: Partial<ContestPorts>;
  /** The contests' risk rules (fouls). */
  contestRisk?: ContestRiskService;
  /** Rankings and their boards. */
  rankings?: RankingService;
  /** F9, screening and backtests (stockpick). */
  research?: ResearchService;
  /** The backtest queue: a few at a time, users taking turns. */
  backtests?: FairQueue<number>;
  /** The spreadsheet import queue shared by every import route. */
  importJobs?: ImportJobs;
  /** The per-user call counters of the limited calls (exports, searches). */
  callCounters?: Map<CallKind, CallCounter>;
}
