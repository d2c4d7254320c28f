import type { AccountGuard, ClusterRuntime } from '../../cluster';
import type { Db } from '../../db/db';
import type { MarketTime, Quote } from '../../domain/market';
import type { AccountStore } from './account-store';
import type { AccountsRepository } from './accounts.repository';
import type { EngineCore } from './engine-core';
import type { JournalApplier } from './journal-apply';
import type { LedgerRepository } from './ledger.repository';
import type { MarketPort } from './market-port';
import { matchWorking } from './working-orders';

/**
 * Cluster mode: each account step runs under the account's advisory lock; it first applies what
 * a dead process left in the journal for the account, and it ends only once its journal entries
 * are in the tables, so the next writer (maybe another process) reads them.
 */
export function clusterGuard(
  cluster: ClusterRuntime | undefined,
  coreOf: () => EngineCore | undefined,
): AccountGuard | undefined {
  const lock = cluster?.enabled ? cluster.accountGuard : undefined;
  if (!lock) return undefined;
  return (accountId, body) =>
    lock(accountId, async () => {
      const core = coreOf();
      await core?.applier.replayAccount(accountId);
      try {
        return await body();
      } finally {
        await core?.flush();
      }
    });
}

/**
 * Leader-only exchange jobs of a cluster: matching working orders on each market step (one pass
 * at a time) and sweeping journal entries a dead process left behind (accounts nobody holds).
 */
export function leaderJobs(
  db: Db,
  cluster: ClusterRuntime,
  applier: JournalApplier,
  match: (quotes: Quote[], t: MarketTime) => Promise<unknown>,
) {
  let matching = false;
  return {
    onTicks(quotes: Quote[], t: MarketTime) {
      if (!cluster.isLeader() || matching) return;
      matching = true;
      void match(quotes, t)
        .catch(() => 0)
        .finally(() => (matching = false));
    },
    async sweep() {
      const rows = await db.query<{ account_id: unknown }>(
        'SELECT DISTINCT account_id FROM trading_journal',
      );
      for (const r of rows) {
        const id = Number(r.account_id);
        await cluster.tryAccount?.(id, () => applier.replayAccount(id));
      }
    },
  };
}

/** What a cluster process's exchange follows the market with. */
export interface ClusterFollowDeps {
  db: Db;
  cluster: ClusterRuntime;
  applier: JournalApplier;
  ledger: LedgerRepository;
  accounts: AccountsRepository;
  store: AccountStore;
  core: EngineCore;
  port: MarketPort;
  /** Settles a missed day end (run by a process that becomes the leader). */
  catchUp: () => Promise<void>;
}

/**
 * A cluster process follows the market: the leader matches working orders on each step and
 * sweeps what dead processes left in the journal (also when it becomes the leader, then catches
 * up a missed day end); every process re-reads trading halts set through another one within
 * seconds. Answers how to stop following.
 */
export function followInCluster(d: ClusterFollowDeps): {
  offTicks: () => unknown;
  offLeader: () => unknown;
} {
  const { cluster, core, store } = d;
  const jobs = leaderJobs(d.db, cluster, d.applier, (quotes, t) => {
    const byKey = new Map(quotes.map((q) => [`${q.code}.${q.market}`, q]));
    return d.ledger
      .accountsWithWorkingOrders()
      .then((ids) =>
        Promise.all(
          ids.map((id) =>
            store.run(id, (account) => matchWorking(core, account, byKey, t)).catch(() => 0),
          ),
        ),
      );
  });
  const offTicks = d.port.onTicks(jobs.onTicks);
  const offLeadership = cluster.onLeadership((l) => {
    if (l.leader)
      void jobs
        .sweep()
        .then(d.catchUp)
        .catch(() => 0);
  });
  const sweeper = setInterval(() => {
    if (cluster.isLeader()) void jobs.sweep().catch(() => 0);
    // Halts set through another process take effect here within seconds.
    void d.accounts
      .suspensions()
      .then((keys) => {
        core.suspended.clear();
        for (const key of keys) core.suspended.add(key);
      })
      .catch(() => 0);
  }, 2000);
  sweeper.unref();
  return { offTicks, offLeader: () => (offLeadership(), clearInterval(sweeper)) };
}
