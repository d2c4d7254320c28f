/**
 * SignalR JSON hub protocol: record framing and message shapes
 * (see docs/design/signalr-protocol.md and the ASP.NET Core HubProtocol.md spec).
 */

/** Every record on the wire ends with this character; one frame may carry several records. */
export const RECORD_SEPARATOR = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

export interface StreamInvocationMessage {
  type: typeof MessageType.StreamInvocation;
  invocationId: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

export interface CancelInvocationMessage {
  type: typeof MessageType.CancelInvocation;
  invocationId: string;
}

export interface CloseMessage {
  type: typeof MessageType.Close;
  error?: string;
  allowReconnect?: boolean;
}

/** Messages a client may send that the server acts on; anything else is ignored. */
export type ClientMessage =
  | InvocationMessage
  | StreamInvocationMessage
  | CancelInvocationMessage
  | CloseMessage
  | { type: typeof MessageType.Ping };

/** The one protocol this server speaks. */
export const SUPPORTED_PROTOCOL = { name: 'json', version: 1 } as const;

/** Wraps one JSON value as a record. */
export function toRecord(value: unknown): string {
  return JSON.stringify(value) + RECORD_SEPARATOR;
}

/**
 * Splits a frame into complete records. A frame may hold several records; a trailing part without
 * a separator is returned as `rest` so the caller can keep it for the next frame.
 */
export function splitRecords(frame: string): { records: string[]; rest: string } {
  const parts = frame.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((p) => p.length > 0), rest };
}

/** Server → client push: an Invocation without invocationId. */
export function invocationRecord(target: string, args: unknown[]): string {
  return toRecord({ type: MessageType.Invocation, target, arguments: args });
}

/** Completion with a result (omitted for void methods), or with an error text. */
export function completionRecord(
  invocationId: string,
  outcome: { result?: unknown } | { error: string },
): string {
  return toRecord({ type: MessageType.Completion, invocationId, ...outcome });
}

export function streamItemRecord(invocationId: string, item: unknown): string {
  return toRecord({ type: MessageType.StreamItem, invocationId, item });
}

export const PING_RECORD = toRecord({ type: MessageType.Ping });

export function closeRecord(error?: string, allowReconnect?: boolean): string {
  return toRecord({
    type: MessageType.Close,
    ...(error ? { error } : {}),
    ...(allowReconnect ? { allowReconnect: true } : {}),
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the client's first record, `{"protocol":"json","version":1}`, and returns the error text
 * to send back in the handshake response, or undefined when the handshake is accepted.
 */
export function checkHandshake(record: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return 'Handshake request could not be parsed.';
  }
  if (!isObject(parsed) || typeof parsed.protocol !== 'string') {
    return 'Handshake request is missing the protocol.';
  }
  if (parsed.protocol !== SUPPORTED_PROTOCOL.name) {
    return `The protocol '${parsed.protocol}' is not supported.`;
  }
  if (parsed.version !== SUPPORTED_PROTOCOL.version) {
    return `The server does not support version ${String(parsed.version)} of the '${parsed.protocol}' protocol.`;
  }
  return undefined;
}

const stringOrUndefined = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : undefined;

/**
 * Parses one record into a message the server handles. Returns null for unknown types (ignored, as
 * the protocol allows) and throws on malformed JSON or missing fields (a protocol violation).
 */
export function parseClientMessage(record: string): ClientMessage | null {
  const parsed: unknown = JSON.parse(record);
  if (!isObject(parsed) || typeof parsed.type !== 'number') {
    throw new Error('Message is missing the type field.');
  }
  switch (parsed.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      const target = stringOrUndefined(parsed.target);
      if (!target) throw new Error('Invocation is missing the target.');
      const args = Array.isArray(parsed.arguments) ? (parsed.arguments as unknown[]) : [];
      const invocationId = stringOrUndefined(parsed.invocationId);
      const streamIds = Array.isArray(parsed.streamIds) ? parsed.streamIds.map(String) : undefined;
      if (parsed.type === MessageType.StreamInvocation) {
        if (!invocationId) throw new Error('StreamInvocation is missing the invocationId.');
        return {
          type: MessageType.StreamInvocation,
          invocationId,
          target,
          arguments: args,
          streamIds,
        };
      }
      return { type: MessageType.Invocation, invocationId, target, arguments: args, streamIds };
    }
    case MessageType.CancelInvocation: {
      const invocationId = stringOrUndefined(parsed.invocationId);
      if (!invocationId) throw new Error('CancelInvocation is missing the invocationId.');
      return { type: MessageType.CancelInvocation, invocationId };
    }
    case MessageType.Ping:
      return { type: MessageType.Ping };
    case MessageType.Close:
      return {
        type: MessageType.Close,
        error: stringOrUndefined(parsed.error),
        allowReconnect: parsed.allowReconnect === true,
      };
    default:
      return null;
  }
}
