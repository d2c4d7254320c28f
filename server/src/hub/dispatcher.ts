import { HubError } from './hub-error';
import {
  MessageType,
  completionRecord,
  streamItemRecord,
  type ClientMessage,
  type InvocationMessage,
  type StreamInvocationMessage,
} from './protocol';
import type { HubLogger, HubMethodContext, HubUser } from './types';

/** A registered method, stored under its lowercased name. */
export interface MethodEntry<TUser extends HubUser> {
  name: string;
  handler: (ctx: HubMethodContext<TUser>, ...args: unknown[]) => unknown;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<symbol, unknown>)[Symbol.asyncIterator] === 'function'
  );
}

/** Text a client sees for a failed method: a HubError's own words, otherwise a generic line. */
export function errorText(error: unknown, methodName: string): string {
  if (error instanceof HubError && error.message) return error.message;
  return `An unexpected error occurred invoking '${methodName}' on the server.`;
}

/**
 * Runs one connection's invocations. Plain invocations run one at a time in arrival order (as
 * ASP.NET does by default, so a Subscribe never overtakes an earlier UnSubscribe); streams run
 * alongside and stop on CancelInvocation or when the connection ends.
 */
export class InvocationDispatcher<TUser extends HubUser> {
  private queue: Promise<void> = Promise.resolve();
  private readonly streams = new Map<string, AbortController>();
  private readonly lifetime = new AbortController();

  constructor(
    private readonly methods: ReadonlyMap<string, MethodEntry<TUser>>,
    private readonly context: Omit<HubMethodContext<TUser>, 'signal'>,
    private readonly write: (record: string) => void,
    private readonly logger: HubLogger,
  ) {}

  handle(message: ClientMessage): void {
    switch (message.type) {
      case MessageType.Invocation:
        this.queue = this.queue.then(() => this.invoke(message));
        return;
      case MessageType.StreamInvocation:
        void this.stream(message);
        return;
      case MessageType.CancelInvocation:
        this.streams.get(message.invocationId)?.abort();
        return;
      default:
        return;
    }
  }

  /** Stops running streams and tells methods (through ctx.signal) the connection is gone. */
  dispose(): void {
    this.lifetime.abort();
  }

  private lookup(message: InvocationMessage | StreamInvocationMessage): MethodEntry<TUser> | null {
    const method = this.methods.get(message.target.toLowerCase());
    const id = message.invocationId;
    if (!method) {
      if (id) this.write(completionRecord(id, { error: `Unknown hub method '${message.target}'` }));
      return null;
    }
    if (message.streamIds?.length) {
      if (id)
        this.write(completionRecord(id, { error: 'Client-to-server streaming is not supported.' }));
      return null;
    }
    return method;
  }

  private fail(id: string | undefined, method: MethodEntry<TUser>, error: unknown): void {
    if (!(error instanceof HubError)) {
      this.logger.error(
        { err: error, method: method.name, connectionId: this.context.connectionId },
        'hub method failed',
      );
    }
    // `send` (no invocationId) is never answered, not even with an error.
    if (id) this.write(completionRecord(id, { error: errorText(error, method.name) }));
  }

  private async invoke(message: InvocationMessage): Promise<void> {
    const method = this.lookup(message);
    if (!method) return;
    const id = message.invocationId;
    try {
      const result = await method.handler(
        { ...this.context, signal: this.lifetime.signal },
        ...message.arguments,
      );
      if (isAsyncIterable(result)) {
        void result[Symbol.asyncIterator]().return?.();
        const text = `The client attempted to invoke the streaming '${method.name}' method with a non-streaming invocation.`;
        if (id) this.write(completionRecord(id, { error: text }));
        return;
      }
      if (id) this.write(completionRecord(id, result === undefined ? {} : { result }));
    } catch (error) {
      this.fail(id, method, error);
    }
  }

  private async stream(message: StreamInvocationMessage): Promise<void> {
    const method = this.lookup(message);
    if (!method) return;
    const id = message.invocationId;
    const cancel = new AbortController();
    const signal = AbortSignal.any([cancel.signal, this.lifetime.signal]);
    this.streams.set(id, cancel);
    const stopped = new Promise<'stopped'>((resolve) => {
      if (signal.aborted) resolve('stopped');
      signal.addEventListener('abort', () => resolve('stopped'), { once: true });
    });
    let iterator: AsyncIterator<unknown> | undefined;
    let finished = false;
    try {
      const result = await method.handler({ ...this.context, signal }, ...message.arguments);
      if (!isAsyncIterable(result)) {
        const text = `The client attempted to invoke the non-streaming '${method.name}' method with a streaming invocation.`;
        this.write(completionRecord(id, { error: text }));
        return;
      }
      iterator = result[Symbol.asyncIterator]();
      for (;;) {
        // Race each step against cancellation so a slow producer cannot delay the stop.
        const step = await Promise.race([iterator.next(), stopped]);
        if (step === 'stopped') return;
        if (step.done) break;
        this.write(streamItemRecord(id, step.value));
      }
      finished = true;
      this.write(completionRecord(id, {}));
    } catch (error) {
      finished = true;
      if (!signal.aborted) this.fail(id, method, error);
    } finally {
      this.streams.delete(id);
      if (!finished) iterator?.return?.()?.catch(() => undefined);
    }
  }
}
