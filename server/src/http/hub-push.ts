/**
 * What features may push to browsers over the real-time hub. The hub library implements it; a
 * recording version stands in for tests and for a server started without the hub.
 */
export interface HubPush {
  /** Sends `target(payload)` to every connection of one user. */
  toUser(userId: number, target: string, payload: unknown): void;
  /** Sends to every connection in a group (e.g. one quote symbol). */
  toGroup(group: string, target: string, payload: unknown): void;
  /** Sends to every connection. */
  toAll(target: string, payload: unknown): void;
}

/** One recorded push. */
export interface RecordedPush {
  to: string;
  target: string;
  payload: unknown;
}

/** A HubPush that keeps what was sent, for tests and hub-less runs. */
export class RecordingHubPush implements HubPush {
  readonly sent: RecordedPush[] = [];
  private waiters: { test: (p: RecordedPush) => boolean; resolve: (p: RecordedPush) => void }[] =
    [];

  toUser(userId: number, target: string, payload: unknown): void {
    this.record({ to: `user:${userId}`, target, payload });
  }

  toGroup(group: string, target: string, payload: unknown): void {
    this.record({ to: `group:${group}`, target, payload });
  }

  toAll(target: string, payload: unknown): void {
    this.record({ to: 'all', target, payload });
  }

  /** Resolves with the first push (already sent or future) that passes `test`. */
  waitFor(test: (p: RecordedPush) => boolean): Promise<RecordedPush> {
    const found = this.sent.find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  private record(push: RecordedPush): void {
    this.sent.push(push);
    if (this.sent.length > 1000) this.sent.shift();
    const ready = this.waiters.filter((w) => w.test(push));
    this.waiters = this.waiters.filter((w) => !w.test(push));
    for (const w of ready) w.resolve(push);
  }
}
