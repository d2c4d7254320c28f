import type { HubConnectionLike } from './hub-connection';

interface PendingInvoke {
  method: string;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Invokes made before the connection is ready, sent in order once it is. */
export class InvokeQueue {
  private pending: PendingInvoke[] = [];

  /** Queues an invoke; the promise settles with the server's answer after `flush`. */
  add(method: string, args: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.pending.push({ method, args, resolve, reject });
    });
  }

  /** Sends every queued invoke over `connection`, oldest first. */
  flush(connection: HubConnectionLike): void {
    const ready = this.pending;
    this.pending = [];
    ready.forEach(({ method, args, resolve, reject }) => {
      connection.invoke(method, ...args).then(resolve, reject);
    });
  }

  /** Fails every queued invoke, e.g. when the adapter is stopped. */
  rejectAll(reason: Error): void {
    const dropped = this.pending;
    this.pending = [];
    dropped.forEach(({ reject }) => reject(reason));
  }
}
