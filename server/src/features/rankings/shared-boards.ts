import { createHash } from 'node:crypto';
import type { Db } from '../../db/db';
import type { RankingPeriod, RankingRow } from '../../domain/contests';
import type { ContestRecord } from '../contests';

/** A contest's history board of one closed day (what RankingService caches per process). */
export interface HistoryEntry {
  date: string | null;
  rows: Map<RankingPeriod, RankingRow[]>;
  lastNav: Map<number, number>;
  accounts: Map<number, number>;
}

interface StoredEntry {
  date: string | null;
  rows: [RankingPeriod, RankingRow[]][];
  lastNav: [number, number][];
  accounts: [number, number][];
}

const encode = (e: HistoryEntry): StoredEntry => ({
  date: e.date,
  rows: [...e.rows],
  lastNav: [...e.lastNav],
  accounts: [...e.accounts],
});

const decode = (raw: unknown): HistoryEntry => {
  const s = (typeof raw === 'string' ? JSON.parse(raw) : raw) as StoredEntry;
  return {
    date: s.date,
    rows: new Map(s.rows),
    lastNav: new Map(s.lastNav),
    accounts: new Map(s.accounts),
  };
};

/** Runs `body` alone across the cluster for one key (ClusterRuntime.exclusive). */
export type Exclusive = <T>(key: number, body: () => Promise<T>) => Promise<T>;

/**
 * Cluster mode: a board is computed once, by whichever process asks first (the leader does at
 * each rollover), under a per-contest advisory lock, and stored in `ranking_boards`; every other
 * process reads it from there.
 */
export class SharedBoards {
  constructor(
    private readonly db: Db,
    private readonly exclusive: Exclusive,
  ) {}

  once(
    c: ContestRecord,
    date: string | null,
    traders: number,
    compute: () => Promise<HistoryEntry>,
  ): Promise<HistoryEntry> {
    const version = createHash('sha1')
      .update(JSON.stringify(c))
      .update(`|${traders}`)
      .digest('base64url');
    const day = date ?? '';
    // The lock is held on a connection of its own, never one the computation needs.
    return this.exclusive(c.matchID, async () => {
      const [row] = await this.db.query<{ entry: unknown }>(
        'SELECT entry FROM ranking_boards WHERE match_id = $1 AND search_date = $2 AND version = $3',
        [c.matchID, day, version],
      );
      if (row) return decode(row.entry);
      const entry = await compute();
      await this.db.query(
        `INSERT INTO ranking_boards (match_id, search_date, version, entry) VALUES ($1, $2, $3, $4)
         ON CONFLICT (match_id, search_date, version) DO UPDATE SET entry = EXCLUDED.entry,
           computed_at = now()`,
        [c.matchID, day, version, JSON.stringify(encode(entry))],
      );
      return entry;
    });
  }
}
