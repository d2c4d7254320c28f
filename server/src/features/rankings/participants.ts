import type { HistoryRepository } from './history.repository';

/**
 * Keeps a contest's participants complete: enrols its account holders who are not participants
 * yet (users of the default contest who never opened its pages), at most once per `ttlMs` per
 * contest, and reports a contest where someone joined — by this sync, or by signing up, a label
 * or selecting the contest since the last run — so its cached boards are dropped and the new
 * participant is ranked within `ttlMs` (issue 28).
 */
export class ParticipantSync {
  private readonly runs = new Map<number, { at: number; done: Promise<void> }>();
  private readonly marks = new Map<number, string>();

  constructor(
    private readonly repo: Pick<HistoryRepository, 'syncParticipants'> &
      Partial<Pick<HistoryRepository, 'participantMark'>>,
    private readonly now: () => number,
    private readonly onJoined: (matchId: number) => void,
    private readonly ttlMs: number,
  ) {}

  run(matchId: number): Promise<void> {
    const now = this.now();
    const hit = this.runs.get(matchId);
    if (hit && now - hit.at < this.ttlMs) return hit.done;
    const done = this.repo.syncParticipants(matchId).then(async (changed) => {
      const mark = this.repo.participantMark ? await this.repo.participantMark(matchId) : '';
      const before = this.marks.get(matchId);
      this.marks.set(matchId, mark);
      if (changed > 0 || (before !== undefined && before !== mark)) this.onJoined(matchId);
    });
    this.runs.set(matchId, { at: now, done });
    done.catch(() => this.runs.delete(matchId));
    return done;
  }
}
