import type { TraderHistory } from '../../domain/contests';
import { TradingCalendar } from '../../domain/market';
import type { ContestRecord } from '../contests';
import type { HistoryRepository } from './history.repository';
import type { ParticipantSync } from './participants';

const MAX_ENTRIES = 64;

/**
 * Every trader's closes of a contest up to its latest close (all traders, ranked or not), kept per
 * contest and latest close: closed days change only with a new close (forex summary by day).
 */
export class NavSeriesCache {
  private readonly entries = new Map<string, Promise<TraderHistory[]>>();
  private readonly calendar = new TradingCalendar();

  constructor(private readonly repo: HistoryRepository) {}

  clear(): void {
    this.entries.clear();
  }

  async of(
    c: ContestRecord,
    latestDate: () => Promise<string | null>,
    participants: ParticipantSync,
  ): Promise<TraderHistory[]> {
    const latest = await latestDate();
    if (!latest) return [];
    const key = `${c.matchID}|${latest}`;
    let hit = this.entries.get(key);
    if (!hit) {
      if (this.entries.size >= MAX_ENTRIES)
        this.entries.delete(this.entries.keys().next().value as string);
      hit = (async () => {
        await participants.run(c.matchID);
        const facts = await this.repo.traders(c.matchID);
        const shift = (d: string) => this.calendar.shift(d, -1);
        const rate = await this.repo.rates(c.matchID);
        return this.repo.histories(facts, latest, shift, () => true, c.initialRMB, rate);
      })();
      this.entries.set(key, hit);
      hit.catch(() => this.entries.delete(key));
    }
    return hit;
  }
}
