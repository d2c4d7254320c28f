import type { HubHandler } from './hub-adapter';

/** Push handlers by lower-cased name (hub names are case-insensitive, spec §7). */
export class HandlerBook {
  private readonly byName = new Map<string, Set<HubHandler>>();

  /** Adds a handler; returns true when it is the first one of its name. */
  add(name: string, handler: HubHandler): boolean {
    const key = name.toLowerCase();
    const set = this.byName.get(key) ?? new Set<HubHandler>();
    const first = set.size === 0;
    set.add(handler);
    this.byName.set(key, set);
    return first;
  }

  /** Removes one handler or all of a name; returns true when none of that name is left. */
  remove(name: string, handler?: HubHandler): boolean {
    const key = name.toLowerCase();
    const set = this.byName.get(key);
    if (set && handler) set.delete(handler);
    if (!set || !handler || set.size === 0) {
      this.byName.delete(key);
      return true;
    }
    return false;
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  /** Calls every handler of `name`; one failing handler does not stop the others. */
  dispatch(name: string, args: unknown[]): void {
    this.byName.get(name.toLowerCase())?.forEach((handler) => {
      try {
        handler(...args);
      } catch (error) {
        console.error(`hub handler for ${name} failed`, error);
      }
    });
  }
}
