import { rowCachesOf } from '../../cache/row-caches';
import type { ClusterRuntime } from '../../cluster';
import type { AppContext } from '../../context';
import type { Db } from '../../db/db';
import type { HubPush } from '../../http/hub-push';
import { fenOf } from '../../domain/exchange';
import { marketOf } from '../quotation';
import { AccountStore } from './account-store';
import { AccountsRepository, type AccountRef } from './accounts.repository';
import { EngineCore } from './engine-core';
import { TradingEngine } from './engine';
import { Journal } from './journal';
import { JournalApplier } from './journal-apply';
import { LedgerRepository } from './ledger.repository';
import { marketPortOf, type MarketPort } from './market-port';
import type { OrderGate } from './order-gate';
import { TradingQueries } from './query.repository';
import { burstLimitsFromEnv, type BurstLimits } from './settings';
import { settleDay } from './settlement';
import { clusterGuard, followInCluster } from './cluster-jobs';

/** Users' account lists kept in memory (each re-read at least every 60 s). */
const ACCOUNTS_CACHE = { max: 20_000, ttlMs: 60_000 };

/** The default synthesize contest every user may trade in (spec §9). */
export const DEFAULT_MATCH_ID = 139;

/** The exchange of one server: engine, queries and the account service contests call. */
export interface TradingService {
  engine: TradingEngine;
  core: EngineCore;
  queries: TradingQueries;
  /**
   * Opens (or finds) a user's account in a contest with `initialCash` yuan (or units of the
   * spec §3 `currency`, default 1 CNY); returns its id.
   */
  openAccount(
    userId: number,
    matchId: number,
    initialCash: number,
    currency?: number,
  ): Promise<number>;
  /** Accounts of a user; opens the default-contest account on first use. */
  accountsOf(userId: number): Promise<AccountRef[]>;
  /** Settles the end of `previous` now (rollover handler; also run on start to catch up). */
  settle(previous: string, next: string, again?: boolean): Promise<void>;
  /** Resolves when queued engine work is done (tests, shutdown). */
  idle(): Promise<void>;
  stop(): void;
}

/** Builds and starts the exchange of a server context over its market. */
export async function startTradingService(
  ctx: AppContext,
  limits: BurstLimits = burstLimitsFromEnv(),
): Promise<TradingService> {
  const port = marketPortOf(await marketOf(ctx));
  return createExchange({
    db: ctx.db,
    port,
    hub: ctx.hub,
    limits,
    now: () => ctx.clock.now().getTime(),
    gate: () => ctx.services.orderGate,
    cluster: ctx.cluster,
  });
}

/** Plugs a contest-level order check into a context's exchange (the contests feature does). */
export function setOrderGate(ctx: AppContext, gate: OrderGate): void {
  ctx.services.orderGate = gate;
}

/** What an exchange runs on. */
export interface ExchangeDeps {
  db: Db;
  port: MarketPort;
  hub: HubPush;
  limits: BurstLimits;
  now: () => number;
  /** Contest-level checks run after the exchange's own rules. */
  gate?: () => OrderGate | undefined;
  /** Cluster mode (server/CLUSTER.md): account locks, shared order ids, leader-only jobs. */
  cluster?: ClusterRuntime;
}

/**
 * Builds the exchange and starts it: working orders of every account come back into memory
 * (and keep matching), a missed day-end settlement is caught up, ticks and rollovers are followed.
 */
export async function createExchange(deps: ExchangeDeps): Promise<TradingService> {
  const { db, port, limits } = deps;
  const cluster = deps.cluster?.enabled ? deps.cluster : undefined;
  const { ledger, accounts, store, applier, core } = await startCore(deps, cluster);
  const engine = new TradingEngine(core, limits, deps.now, deps.gate);
  const settle = (previous: string, next: string, again = false) => {
    const run = engine.settling.then(() => settleDay(core, previous, next, again));
    engine.settling = run.catch(() => undefined);
    return run;
  };
  const leader = () => !cluster || cluster.isLeader();
  const catchUp = () => {
    const today = port.now().tradingDate;
    return settle(port.previousTradingDate(today), today);
  };
  let follow: { offTicks: () => unknown; offLeader: () => unknown };
  if (cluster) {
    const d = { db, cluster, applier, ledger, accounts, store, core, port, catchUp };
    follow = followInCluster(d);
  } else {
    // Working orders of every account come back into memory and keep matching.
    for (const id of await ledger.accountsWithWorkingOrders()) await store.run(id, async () => 0);
    await catchUp();
    const offTicks = port.onTicks((quotes, t) => engine.onTicks(quotes, t));
    follow = { offTicks, offLeader: () => undefined };
  }
  // Day-end settlement runs once: in the leader of a cluster.
  const offRollover = port.onRollover(
    (e) => leader() && void settle(e.previous, e.next).catch(() => 0),
  );
  return {
    engine,
    core,
    queries: new TradingQueries(db, () => core.flush()),
    ...accountOpening(deps, accounts),
    settle,
    idle: async () => {
      await engine.settling;
      await store.idle();
      await core.flush();
    },
    stop() {
      follow.offTicks();
      offRollover();
      follow.offLeader();
      applier.stop();
    },
  };
}

/**
 * The engine's core over its tables: what a crash left in the journal replayed first (in a
 * cluster each account replays under its lock instead: another process's entries may be in
 * flight), order ids continued, trading halts loaded.
 */
async function startCore(deps: ExchangeDeps, cluster: ClusterRuntime | undefined) {
  const { db } = deps;
  const ledger = new LedgerRepository(db);
  const accounts = new AccountsRepository(db);
  const coreRef: { core?: EngineCore } = {};
  const store = new AccountStore(
    ledger,
    clusterGuard(deps.cluster, () => coreRef.core),
  );
  const applier = new JournalApplier(db);
  const journal = new Journal(db, (entries) => applier.enqueue(entries));
  if (!cluster) await applier.replay();
  const core = new EngineCore(
    ledger,
    accounts,
    store,
    deps.port,
    deps.hub,
    journal,
    applier,
    deps.now,
  );
  core.lastOrderId = await ledger.maxOrderId();
  if (cluster?.nextOrderId) {
    core.allocateOrderId = cluster.nextOrderId;
    await cluster.alignOrderIds(core.lastOrderId);
  }
  for (const key of await accounts.suspensions()) core.suspended.add(key);
  coreRef.core = core;
  return { ledger, accounts, store, applier, core };
}

/** Opening accounts and listing a user's (kept in memory; the default contest's opened on first use). */
function accountOpening(
  deps: ExchangeDeps,
  accounts: AccountsRepository,
): Pick<TradingService, 'openAccount' | 'accountsOf'> {
  const { port } = deps;
  // A user's accounts change only through accounts.open, which invalidates them on every process.
  const byUser = rowCachesOf(deps.db).named<AccountRef[]>('accounts', ACCOUNTS_CACHE);
  const openAccount = async (
    userId: number,
    matchId: number,
    initialCash: number,
    currency?: number,
  ) => {
    const today = port.now().tradingDate;
    const settled = port.previousTradingDate(today);
    return accounts.open(userId, matchId, fenOf(initialCash), settled, currency);
  };
  const accountsOf = (userId: number) =>
    byUser.read(
      String(userId),
      deps.now(),
      async () => {
        const list = await accounts.ofUser(userId);
        if (list.some((a) => a.matchId === DEFAULT_MATCH_ID)) return list;
        const initial = await accounts.initialYuan(DEFAULT_MATCH_ID);
        await openAccount(userId, DEFAULT_MATCH_ID, initial);
        return accounts.ofUser(userId);
      },
      () => ({ user: userId }),
    );
  return { openAccount, accountsOf };
}

/** Sets the burst limits of a context's exchange before it starts (tests, benchmarks). */
export function configureTrading(ctx: AppContext, limits: BurstLimits): void {
  ctx.services.tradingLimits = limits;
}

/** The exchange of a server context, started on first use (contests call `openAccount` on it). */
export function tradingOf(ctx: AppContext): Promise<TradingService> {
  return (ctx.services.trading ??= startTradingService(ctx, ctx.services.tradingLimits));
}

/** Stops the exchange of a context if it was started. */
export async function stopTrading(ctx: AppContext): Promise<void> {
  const s = ctx.services.trading;
  if (s) {
    const svc = await s;
    svc.stop();
    await svc.idle();
  }
}
