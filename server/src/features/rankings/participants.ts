import type { HistoryRepository } from './history.repository';

/**
 * Keeps a contest's participants complete: enrols its account holders who are not participants
 * yet (users of the default contest who never opened its pages), at most once per `ttlMs` per
 * contest, and reports a contest where someone joined so its cached boards are dropped.
 */
export class ParticipantSync {
  private readonly runs = new Map<number, { at: number; done: Promise<void> }>();

  constructor(
    private readonly repo: Pick<HistoryRepository, 'syncParticipants'>,
    private readonly now: () => number,
    private readonly onJoined: (matchId: number) => void,
    private readonly ttlMs: number,
  ) {}

  run(matchId: number): Promise<void> {
    const now = this.now();
    const hit = this.runs.get(matchId);
    if (hit && now - hit.at < this.ttlMs) return hit.done;
    const done = this.repo.syncParticipants(matchId).then((changed) => {
      if (changed > 0) this.onJoined(matchId);
    });
    this.runs.set(matchId, { at: now, done });
    done.catch(() => this.runs.delete(matchId));
    return done;
  }
}
