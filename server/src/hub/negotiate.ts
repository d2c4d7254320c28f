import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressLimits } from './address-limits';
import type { ConnectionTable } from './connection-table';
import type { HubLogger, HubUser } from './types';

/** Headers the official client sends on negotiate, allowed in the credentialed preflight. */
const ALLOWED_HEADERS = 'authorization, content-type, x-requested-with, x-signalr-user-agent';

/** The bearer token from `Authorization: Bearer …` (Node client) or `access_token` (browser). */
export function readToken(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return url.searchParams.get('access_token') ?? undefined;
}

/** Path and query of a request (the host is irrelevant: routing is by path only). */
export function requestUrl(req: IncomingMessage): URL {
  return new URL(req.url ?? '/', 'http://hub.invalid');
}

export interface NegotiateDeps<TUser extends HubUser> {
  path: string;
  authenticate(token: string | undefined): Promise<TUser | null>;
  allowOrigin(origin: string): boolean;
  table: ConnectionTable<TUser>;
  logger: HubLogger;
  addresses?: AddressLimits | undefined;
  clientAddress(req: IncomingMessage): string;
}

function applyCors(req: IncomingMessage, res: ServerResponse, allowOrigin: (o: string) => boolean) {
  const origin = req.headers.origin;
  // Credentialed requests need the exact origin echoed, never `*`.
  if (!origin || !allowOrigin(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
}

function sendJson(res: ServerResponse, status: number, body?: unknown): void {
  res.statusCode = status;
  if (body === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * `POST <path>/negotiate`: authenticates the caller and hands out a connection id (public) and a
 * connection token (secret, used as `?id=` on the socket). Also answers the CORS preflight.
 */
export function createNegotiateHandler<TUser extends HubUser>(deps: NegotiateDeps<TUser>) {
  const negotiatePath = `${deps.path}/negotiate`;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = requestUrl(req);
    if (url.pathname !== negotiatePath) return false;
    applyCors(req, res, deps.allowOrigin);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      sendJson(res, 204);
      return true;
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST, OPTIONS');
      sendJson(res, 405);
      return true;
    }
    req.resume(); // the body is empty by protocol; drain whatever came
    if (deps.addresses && deps.addresses.attempt(deps.clientAddress(req), Date.now()) !== 'ok') {
      sendJson(res, 429);
      return true;
    }
    deps
      .authenticate(readToken(req, url))
      .then((user) => {
        if (!user) {
          res.setHeader('WWW-Authenticate', 'Bearer');
          sendJson(res, 401);
          return;
        }
        const { connectionId, connectionToken } = deps.table.create(user);
        // Always the version-1 shape: every client this product ships negotiates version 1.
        sendJson(res, 200, {
          connectionId,
          connectionToken,
          negotiateVersion: 1,
          availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
        });
      })
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'hub negotiate failed');
        if (!res.headersSent) sendJson(res, 500);
      });
    return true;
  };
}
