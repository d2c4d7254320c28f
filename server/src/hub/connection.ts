import type { RawData, WebSocket } from 'ws';
import {
  MessageType,
  PING_RECORD,
  checkHandshake,
  closeRecord,
  parseClientMessage,
  splitRecords,
  toRecord,
  type ClientMessage,
} from './protocol';
import type { CloseConnectionOptions, HubLogger } from './types';

export interface SocketConnectionOptions {
  connectionId: string;
  keepAliveMs: number;
  clientTimeoutMs: number;
  handshakeTimeoutMs: number;
  maxMessageBytes: number;
  logger: HubLogger;
}

export interface SocketConnectionEvents {
  /** The handshake succeeded: the connection is live. */
  onConnected(): void;
  /** A parsed client message (Ping and Close are handled here and not passed on). */
  onMessage(message: ClientMessage): void;
  /** The socket is gone; `error` is undefined for a clean close. Called once. */
  onClosed(error?: Error): void;
}

type State = 'handshake' | 'connected' | 'closed';

/** A client this far behind on reading is cut off instead of growing server memory without end. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/** Close codes that mean an orderly shutdown rather than a failure. */
const CLEAN_CLOSE_CODES = new Set([1000, 1001, 1005]);

/**
 * One WebSocket speaking the hub protocol: handshake, `\x1e` framing (partial records are kept for
 * the next frame), keep-alive pings, the client time-out and batched writes.
 */
export class SocketConnection {
  private state: State = 'handshake';
  private partial = '';
  private pending: string[] = [];
  private flushScheduled = false;
  private wroteSinceTick = false;
  private lastReceivedAt = Date.now();
  private closeError: Error | undefined;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly ws: WebSocket,
    private readonly options: SocketConnectionOptions,
    private readonly events: SocketConnectionEvents,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('close', (code) => this.closed(code));
    ws.on('error', (error) => {
      this.closeError ??= error;
    });
    this.timers.push(setTimeout(() => this.handshakeTimedOut(), options.handshakeTimeoutMs));
  }

  get isConnected(): boolean {
    return this.state === 'connected';
  }

  /**
   * Queues a record. Records written in the same tick leave as one frame, which is how a burst of
   * pushes (or a push and its Completion) share a WebSocket message.
   */
  write(record: string): void {
    if (this.state === 'closed') return;
    this.pending.push(record);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => this.flush());
  }

  /** Sends a Close message (with optional error and reconnect permission) and closes the socket. */
  close(options: CloseConnectionOptions = {}): void {
    if (this.state === 'closed') return;
    this.write(closeRecord(options.error, options.allowReconnect));
    this.flush();
    this.ws.close(1000);
  }

  /** Drops the socket without a goodbye, as for a dead peer. */
  abort(error: Error): void {
    this.closeError ??= error;
    this.ws.terminate();
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.pending.length === 0) return;
    const frame = this.pending.length === 1 ? this.pending[0]! : this.pending.join('');
    this.pending = [];
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.abort(new Error('Client reads too slowly: its send buffer overflowed.'));
      return;
    }
    this.wroteSinceTick = true;
    this.ws.send(frame);
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.state === 'closed') return;
    this.lastReceivedAt = Date.now();
    const text = toText(data, isBinary);
    const { records, rest } = splitRecords(this.partial + text);
    if (rest.length > this.options.maxMessageBytes) {
      this.abort(new Error('Incomplete record exceeds the maximum message size.'));
      return;
    }
    this.partial = rest;
    for (const record of records) {
      // A handshake failure or a client Close earlier in this frame ends the processing.
      if (this.ws.readyState !== this.ws.OPEN) return;
      if (this.state === 'handshake') this.handshake(record);
      else this.dispatch(record);
    }
  }

  private handshake(record: string): void {
    const error = checkHandshake(record);
    if (error) {
      this.options.logger.debug(
        { connectionId: this.options.connectionId, error },
        'hub handshake rejected',
      );
      this.write(toRecord({ error }));
      this.flush();
      this.ws.close(1000);
      this.state = 'closed';
      return;
    }
    this.state = 'connected';
    this.clearTimers();
    this.write(toRecord({}));
    this.timers.push(setInterval(() => this.keepAlive(), this.options.keepAliveMs));
    this.armClientTimeout(this.options.clientTimeoutMs);
    this.events.onConnected();
  }

  private dispatch(record: string): void {
    let message: ClientMessage | null;
    try {
      message = parseClientMessage(record);
    } catch (error) {
      this.options.logger.warn(
        { connectionId: this.options.connectionId, err: error },
        'hub protocol violation',
      );
      this.close({ error: 'Connection closed with an error.' });
      return;
    }
    if (!message || message.type === MessageType.Ping) return;
    if (message.type === MessageType.Close) {
      // The client says goodbye: close cleanly, nothing to answer.
      this.ws.close(1000);
      return;
    }
    this.events.onMessage(message);
  }

  private keepAlive(): void {
    // Any frame proves liveness to the client; ping only when the interval was silent.
    if (!this.wroteSinceTick) this.write(PING_RECORD);
    this.wroteSinceTick = false;
  }

  private armClientTimeout(delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.splice(this.timers.indexOf(timer), 1);
      const idle = Date.now() - this.lastReceivedAt;
      if (idle >= this.options.clientTimeoutMs) {
        this.abort(new Error(`Client sent nothing for ${this.options.clientTimeoutMs} ms.`));
      } else {
        this.armClientTimeout(this.options.clientTimeoutMs - idle);
      }
    }, delayMs);
    this.timers.push(timer);
  }

  private handshakeTimedOut(): void {
    if (this.state !== 'handshake') return;
    this.abort(new Error('No handshake received in time.'));
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.length = 0;
  }

  private closed(code: number): void {
    const wasConnected = this.state === 'connected';
    this.state = 'closed';
    this.clearTimers();
    this.pending = [];
    if (!wasConnected) return;
    const error =
      this.closeError ??
      (CLEAN_CLOSE_CODES.has(code)
        ? undefined
        : new Error(`WebSocket closed with status code ${code}.`));
    this.events.onClosed(error);
  }
}

function toText(data: RawData, isBinary: boolean): string {
  if (!isBinary && typeof data === 'string') return data;
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}
