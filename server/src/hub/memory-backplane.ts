import type { HubBackplane, HubChannel } from './types';

/**
 * The one-process bus: a publish is delivered at once, in order, to this process's connections.
 * Synchronous delivery keeps a push sent inside a hub method ahead of that method's Completion.
 */
export class MemoryBackplane implements HubBackplane {
  private deliver: ((channel: HubChannel, record: string) => void) | undefined;

  async start(deliver: (channel: HubChannel, record: string) => void): Promise<void> {
    this.deliver = deliver;
  }

  async publish(channel: HubChannel, record: string): Promise<void> {
    this.deliver?.(channel, record);
  }

  async subscribe(): Promise<void> {}

  async unsubscribe(): Promise<void> {}

  async close(): Promise<void> {
    this.deliver = undefined;
  }
}
