import type { AccountGuard, ClusterRuntime } from '../../cluster';
import type { Db } from '../../db/db';
import type { MarketTime, Quote } from '../../domain/market';
import type { EngineCore } from './engine-core';
import type { JournalApplier } from './journal-apply';

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
