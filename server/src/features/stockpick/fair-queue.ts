/** A place held in a FairQueue: run a job in it, or give it back. */
export interface FairTicket {
  /** Queues the job; true when it started at once, false when it waits its turn. */
  run(job: () => Promise<void>): boolean;
  /** Gives the place back without running anything (the request failed before its job). */
  cancel(): void;
}

export type FairRefusal = 'owner-full' | 'full';

/**
 * Runs jobs at most `concurrency` at a time, taking turns between owners (round-robin): when a
 * slot frees, the waiting owner with the fewest running jobs, and among those the one served
 * longest ago (or never), starts its oldest job. One
 * owner with many jobs waits behind everyone else's next job, instead of a FIFO queue where its
 * jobs would keep everyone else waiting (issue 35). Places are held synchronously (`reserve`), so
 * concurrent requests of one owner cannot slip past its cap while the job is being prepared.
 */
export class FairQueue<Owner = number> {
  /** Owners with waiting jobs, in the order they came (a Map keeps insertion order). */
  private readonly waiting = new Map<Owner, Array<() => Promise<void>>>();
  /** Jobs running per owner, and the turn at which each owner last started one. */
  private readonly runningOf = new Map<Owner, number>();
  private readonly lastTurn = new Map<Owner, number>();
  private turn = 0;
  /** Places held (reserved, waiting or running) per owner. */
  private readonly held = new Map<Owner, number>();
  private running = 0;
  private total = 0;

  constructor(
    private readonly concurrency: number,
    private readonly maxPerOwner: number,
    private readonly maxTotal: number,
  ) {}

  /** Holds a place for one job of `owner`, or says why not. */
  reserve(owner: Owner): FairTicket | FairRefusal {
    const mine = this.held.get(owner) ?? 0;
    if (mine >= this.maxPerOwner) return 'owner-full';
    if (this.total >= this.maxTotal) return 'full';
    this.held.set(owner, mine + 1);
    this.total += 1;
    let used = false;
    return {
      run: (job) => {
        if (used) throw new Error('ticket already used');
        used = true;
        const list = this.waiting.get(owner) ?? [];
        list.push(job);
        if (!this.waiting.has(owner)) this.waiting.set(owner, list);
        this.pump();
        return !list.includes(job);
      },
      cancel: () => {
        if (used) return;
        used = true;
        this.release(owner);
      },
    };
  }

  /** Jobs held for `owner` (reserved, waiting or running). */
  heldBy(owner: Owner): number {
    return this.held.get(owner) ?? 0;
  }

  /** Jobs running now. */
  active(): number {
    return this.running;
  }

  private release(owner: Owner): void {
    const mine = (this.held.get(owner) ?? 1) - 1;
    if (mine > 0) this.held.set(owner, mine);
    else {
      this.held.delete(owner);
      this.lastTurn.delete(owner);
    }
    this.total -= 1;
  }

  /** The waiting owner whose turn it is. */
  private next(): Owner | undefined {
    let best: Owner | undefined;
    let bestKey: [number, number] = [Infinity, Infinity];
    for (const owner of this.waiting.keys()) {
      const key: [number, number] = [this.runningOf.get(owner) ?? 0, this.lastTurn.get(owner) ?? 0];
      if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
        best = owner;
        bestKey = key;
      }
    }
    return best;
  }

  private pump(): void {
    while (this.running < this.concurrency) {
      const owner = this.next();
      if (owner === undefined) return;
      const list = this.waiting.get(owner)!;
      const job = list.shift()!;
      if (list.length === 0) this.waiting.delete(owner);
      this.running += 1;
      this.runningOf.set(owner, (this.runningOf.get(owner) ?? 0) + 1);
      this.lastTurn.set(owner, (this.turn += 1));
      void job()
        .catch(() => undefined)
        .finally(() => {
          this.running -= 1;
          const left = (this.runningOf.get(owner) ?? 1) - 1;
          if (left > 0) this.runningOf.set(owner, left);
          else this.runningOf.delete(owner);
          this.release(owner);
          this.pump();
        });
    }
  }
}
