import type { HubConnectionLike } from '../realtime/hub-connection';

/** One call the fake connection received. */
export interface FakeInvocation {
  method: string;
  args: unknown[];
}

/**
 * An in-memory HubConnection for tests: records invokes, lets a test push messages, fail starts,
 * and play the server side of reconnects and closes. Pass it through `connectionFactory`.
 */
export class FakeHubConnection implements HubConnectionLike {
  readonly invocations: FakeInvocation[] = [];
  readonly answers = new Map<string, unknown>();
  startCalls = 0;
  /** How many of the next starts fail. */
  failingStarts = 0;
  private readonly handlers = new Map<string, (...args: unknown[]) => void>();
  private closeCallbacks: ((error?: Error) => void)[] = [];
  private reconnectingCallbacks: ((error?: Error) => void)[] = [];
  private reconnectedCallbacks: ((connectionId?: string) => void)[] = [];

  async start(): Promise<void> {
    this.startCalls += 1;
    if (this.failingStarts > 0) {
      this.failingStarts -= 1;
      throw new Error('Failed to complete negotiation with the server');
    }
  }

  async stop(): Promise<void> {
    this.closeCallbacks.forEach((callback) => callback());
  }

  on(name: string, handler: (...args: unknown[]) => void): void {
    // Like the real client: handler names are stored lower-cased.
    this.handlers.set(name.toLowerCase(), handler);
  }

  off(name: string): void {
    this.handlers.delete(name.toLowerCase());
  }

  async invoke(method: string, ...args: unknown[]): Promise<unknown> {
    this.invocations.push({ method, args });
    return this.answers.get(method);
  }

  onclose(callback: (error?: Error) => void): void {
    this.closeCallbacks.push(callback);
  }

  onreconnecting(callback: (error?: Error) => void): void {
    this.reconnectingCallbacks.push(callback);
  }

  onreconnected(callback: (connectionId?: string) => void): void {
    this.reconnectedCallbacks.push(callback);
  }

  /** A server push; the real client matches targets case-insensitively. */
  push(target: string, ...args: unknown[]): void {
    this.handlers.get(target.toLowerCase())?.(...args);
  }

  hasHandler(name: string): boolean {
    return this.handlers.has(name.toLowerCase());
  }

  /** Automatic reconnect succeeded with a brand-new connection. */
  reconnect(): void {
    this.reconnectingCallbacks.forEach((callback) => callback(new Error('socket closed')));
    this.reconnectedCallbacks.forEach((callback) => callback('new-connection-id'));
  }

  /** The connection closed for good (e.g. automatic reconnect gave up). */
  close(): void {
    this.closeCallbacks.forEach((callback) => callback(new Error('socket closed')));
  }
}
