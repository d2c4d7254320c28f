import type { HubBackplane, HubChannel } from './types';

function channelKey(channel: HubChannel): string {
  return channel.kind === 'all'
    ? 'all'
    : `${channel.kind}:${channel.kind === 'group' ? channel.name : channel.id}`;
}

const ignore = (): void => undefined;

/**
 * Reference-counted backplane subscriptions: the first local user of a channel subscribes, the last
 * one unsubscribes, and everyone in between waits for the same subscription to be in place.
 * Subscribe and unsubscribe of one channel run strictly in order, so a quick leave-and-rejoin
 * never ends unsubscribed.
 */
export class ChannelRefs {
  private readonly refs = new Map<string, { count: number; ready: Promise<void> }>();
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly backplane: HubBackplane) {}

  acquire(channel: HubChannel): Promise<void> {
    const key = channelKey(channel);
    const entry = this.refs.get(key);
    if (entry) {
      entry.count += 1;
      return entry.ready;
    }
    const ready = this.enqueue(key, () => this.backplane.subscribe(channel));
    const created = { count: 1, ready };
    this.refs.set(key, created);
    // A failed subscription must not be handed to the next caller: forget it so they retry.
    ready.catch(() => {
      if (this.refs.get(key) === created) this.refs.delete(key);
    });
    return ready;
  }

  release(channel: HubChannel): Promise<void> {
    const key = channelKey(channel);
    const entry = this.refs.get(key);
    if (!entry) return Promise.resolve();
    entry.count -= 1;
    if (entry.count > 0) return Promise.resolve();
    this.refs.delete(key);
    return this.enqueue(key, () => this.backplane.unsubscribe(channel));
  }

  private enqueue(key: string, operation: () => Promise<void>): Promise<void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(operation);
    const tail = result.catch(ignore);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
