import { HUB_TIMINGS } from './hub-constants';

/** Remembers when each quotation type was last heard from (or subscribed), by lower-cased type. */
export class QuotationSilenceTracker {
  private readonly lastHeard = new Map<string, number>();

  /** Records a push of `type` (or a fresh subscription, which restarts its silence) at `at`. */
  touch(type: string, at: number): void {
    this.lastHeard.set(type.toLowerCase(), at);
  }

  forget(type: string): void {
    this.lastHeard.delete(type.toLowerCase());
  }

  /** True when `type` has been silent for longer than `limit` ms at `now`; unknown types are not. */
  isSilent(type: string, now: number, limit: number = HUB_TIMINGS.QUOTATION_SILENCE): boolean {
    const last = this.lastHeard.get(type.toLowerCase());
    return last !== undefined && now - last > limit;
  }
}
