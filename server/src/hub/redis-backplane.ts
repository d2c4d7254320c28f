import { Redis, type RedisOptions } from 'ioredis';
import type { HubBackplane, HubChannel, HubLogger } from './types';

export interface RedisBackplaneOptions {
  /** redis://host:port/db; default redis://127.0.0.1:6379. */
  url?: string;
  /** Channel prefix shared by every process of one deployment. Default `portal-hub`. */
  prefix?: string;
  /** Extra ioredis options (TLS, password …). */
  redisOptions?: RedisOptions;
  /** Receives Redis connection errors (ioredis keeps reconnecting after the start). */
  logger?: HubLogger;
}

/** Redis channel name of a hub channel: `<prefix>:all`, `<prefix>:group:<name>` … */
export function redisChannelName(prefix: string, channel: HubChannel): string {
  switch (channel.kind) {
    case 'all':
      return `${prefix}:all`;
    case 'group':
      return `${prefix}:group:${channel.name}`;
    case 'user':
      return `${prefix}:user:${channel.id}`;
    case 'connection':
      return `${prefix}:connection:${channel.id}`;
  }
}

/**
 * Fan-out across server processes over Redis pub/sub, the layout ASP.NET's Redis backplane uses:
 * each process subscribes only to the channels its own connections need and delivers what arrives
 * to them. Its own publications come back through Redis too, so every process sees one order.
 */
export class RedisBackplane implements HubBackplane {
  private readonly prefix: string;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /** Subscribed Redis channel name → hub channel, to route incoming messages. */
  private readonly channels = new Map<string, HubChannel>();
  private connected = false;

  constructor(options: RedisBackplaneOptions = {}) {
    this.prefix = options.prefix ?? 'portal-hub';
    const url = options.url ?? 'redis://127.0.0.1:6379';
    const userRetry = options.redisOptions?.retryStrategy;
    // lazyConnect and no retry before the first connection, so start() reports an unreachable
    // Redis instead of retrying silently; after that, ioredis reconnects as usual.
    const redisOptions: RedisOptions = {
      lazyConnect: true,
      ...options.redisOptions,
      retryStrategy: (times) =>
        !this.connected ? null : userRetry ? userRetry(times) : Math.min(times * 100, 2000),
    };
    this.publisher = new Redis(url, redisOptions);
    this.subscriber = new Redis(url, redisOptions);
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => options.logger?.warn({ err: error }, 'hub Redis error'));
    }
  }

  async start(deliver: (channel: HubChannel, record: string) => void): Promise<void> {
    this.subscriber.on('message', (name: string, record: string) => {
      const channel = this.channels.get(name);
      if (channel) deliver(channel, record);
    });
    const results = await Promise.allSettled([this.publisher.connect(), this.subscriber.connect()]);
    const failure = results.find((r) => r.status === 'rejected');
    this.connected = !failure;
    if (failure) {
      await this.close();
      throw new Error(
        `Redis backplane cannot connect: ${String(failure.reason?.message ?? failure.reason)}`,
      );
    }
  }

  async publish(channel: HubChannel, record: string): Promise<void> {
    await this.publisher.publish(redisChannelName(this.prefix, channel), record);
  }

  async subscribe(channel: HubChannel): Promise<void> {
    const name = redisChannelName(this.prefix, channel);
    this.channels.set(name, channel);
    await this.subscriber.subscribe(name);
  }

  async unsubscribe(channel: HubChannel): Promise<void> {
    const name = redisChannelName(this.prefix, channel);
    this.channels.delete(name);
    await this.subscriber.unsubscribe(name);
  }

  async close(): Promise<void> {
    this.channels.clear();
    for (const client of [this.publisher, this.subscriber]) {
      // ioredis arms a 2 s timer on disconnect(): skip it for a client that has already ended.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else if (client.status !== 'end') client.disconnect();
    }
  }
}
