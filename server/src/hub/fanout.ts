import { ChannelRefs } from './channel-refs';
import { GroupRegistry } from './groups';
import { HubError } from './hub-error';
import type { HubBackplane, HubChannel, HubLogger } from './types';

/** Anything records can be written to: a live connection. */
export interface RecordSink {
  write(record: string): void;
}

/** Group every connection joins automatically, so `sendGroup('user:<id>')` reaches a user. */
export const userGroup = (userId: string): string => `user:${userId}`;

/**
 * This process's side of fan-out: which local connections exist and which groups they are in,
 * publishing pushes on the backplane and delivering what it hands back to local connections.
 */
export class Fanout {
  private readonly sinks = new Map<string, RecordSink>();
  private readonly groups = new GroupRegistry();
  private readonly channels: ChannelRefs;
  private readonly started: Promise<void>;
  private isStarted = false;

  constructor(
    private readonly backplane: HubBackplane,
    logger: HubLogger,
    /** Groups a connection may join besides its user group (memory stays bounded). */
    private readonly maxGroupsPerConnection = Number.POSITIVE_INFINITY,
  ) {
    this.channels = new ChannelRefs(backplane);
    this.started = backplane
      .start((channel, record) => this.deliver(channel, record))
      .then(() => this.channels.acquire({ kind: 'all' }))
      .then(() => {
        this.isStarted = true;
      });
    this.started.catch((error: unknown) =>
      logger.error({ err: error }, 'hub backplane failed to start'),
    );
  }

  ready(): Promise<void> {
    return this.started;
  }

  count(): number {
    return this.sinks.size;
  }

  sink(connectionId: string): RecordSink | undefined {
    return this.sinks.get(connectionId);
  }

  /** Makes a connection reachable by id, user and `user:<id>` group; resolves once subscribed. */
  async register(connectionId: string, userId: string, sink: RecordSink): Promise<void> {
    this.sinks.set(connectionId, sink);
    await Promise.all([
      this.channels.acquire({ kind: 'connection', id: connectionId }),
      this.channels.acquire({ kind: 'user', id: userId }),
      this.addToGroup(connectionId, userGroup(userId)),
    ]);
  }

  /** Forgets a connection and every group membership it had. */
  async unregister(connectionId: string, userId: string): Promise<void> {
    this.sinks.delete(connectionId);
    const groups = this.groups.removeAll(connectionId);
    await Promise.all([
      ...groups.map((name) => this.channels.release({ kind: 'group', name })),
      this.channels.release({ kind: 'connection', id: connectionId }),
      this.channels.release({ kind: 'user', id: userId }),
    ]);
  }

  /**
   * Adds a local connection to a group.
   * @throws HubError when the connection is already in its maximum of groups.
   */
  async addToGroup(connectionId: string, group: string): Promise<void> {
    // A connection that is already gone (or lives in another process) has nothing to join.
    if (!this.sinks.has(connectionId) || this.groups.has(connectionId, group)) return;
    // +1: the automatic user group does not count against the limit.
    if (this.groups.countOf(connectionId) >= this.maxGroupsPerConnection + 1) {
      throw new HubError(`订阅数量已达上限（${this.maxGroupsPerConnection}）`);
    }
    this.groups.add(connectionId, group);
    await this.channels.acquire({ kind: 'group', name: group });
  }

  async removeFromGroup(connectionId: string, group: string): Promise<void> {
    if (!this.groups.remove(connectionId, group)) return;
    await this.channels.release({ kind: 'group', name: group });
  }

  groupConnections(group: string): string[] {
    return [...this.groups.connections(group)];
  }

  groupsOf(connectionId: string): string[] {
    return this.groups.groupsOf(connectionId);
  }

  async publish(channel: HubChannel, record: string): Promise<void> {
    if (channel.kind === 'connection') {
      const local = this.sinks.get(channel.id);
      // A local connection needs no round trip through the bus.
      if (local) return local.write(record);
    }
    // Once started, publish without a pause: an in-process push then precedes the Completion of
    // the hub method that sent it.
    if (!this.isStarted) await this.started;
    await this.backplane.publish(channel, record);
  }

  async close(): Promise<void> {
    await this.started.catch(() => undefined);
    await this.backplane.close();
  }

  /** Delivers to this process's connections only (no backplane round trip). */
  deliverLocal(channel: HubChannel, record: string): void {
    this.deliver(channel, record);
  }

  private deliver(channel: HubChannel, record: string): void {
    if (channel.kind === 'all') {
      for (const sink of this.sinks.values()) sink.write(record);
      return;
    }
    if (channel.kind === 'connection') {
      this.sinks.get(channel.id)?.write(record);
      return;
    }
    const group = channel.kind === 'group' ? channel.name : userGroup(channel.id);
    for (const id of this.groups.connections(group)) this.sinks.get(id)?.write(record);
  }
}
