import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import type { AddressLimits } from './address-limits';
import { newId, type ConnectionTable } from './connection-table';
import { readToken, requestUrl } from './negotiate';
import type { HubLogger, HubUser } from './types';

/** Who a new socket belongs to; `token` is set when it came through negotiate. */
export interface SocketSession<TUser extends HubUser> {
  connectionId: string;
  user: TUser;
  token: string | undefined;
}

export interface UpgradeDeps<TUser extends HubUser> {
  path: string;
  authenticate(token: string | undefined): Promise<TUser | null>;
  table: ConnectionTable<TUser>;
  wss: WebSocketServer;
  /** Per-address caps (absent: none) and the address of a request. */
  addresses?: AddressLimits | undefined;
  clientAddress(req: IncomingMessage): string;
  logger: HubLogger;
  onSocket(ws: WebSocket, session: SocketSession<TUser>): void;
}

function refuse(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
  socket.destroy();
}

/**
 * The WebSocket upgrade on `<path>`: `?id=<connectionToken>` from negotiate (unknown → 404, already
 * connected → 409) or no id at all (`skipNegotiation`, a fresh connection). The token may come as
 * a Bearer header (Node) or an `access_token` query (browsers cannot set headers on sockets).
 * With address limits, an address past its live or per-minute cap is refused with 429.
 */
export function createUpgradeHandler<TUser extends HubUser>(deps: UpgradeDeps<TUser>) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const url = requestUrl(req);
    if (url.pathname !== deps.path) return false;
    // One address past its own cap is refused before anything else is looked at; its socket is
    // given back whenever the TCP socket closes (refused, failed or after a connection's life).
    if (deps.addresses) {
      const address = deps.clientAddress(req);
      if (deps.addresses.open(address, Date.now()) !== 'ok') {
        refuse(socket, 429);
        return true;
      }
      const addresses = deps.addresses;
      socket.once('close', () => addresses.release(address));
    }
    const token = url.searchParams.get('id') ?? undefined;
    const entry = token === undefined ? undefined : deps.table.get(token);
    if (token !== undefined && !entry) {
      refuse(socket, 404);
      return true;
    }
    if (token !== undefined && entry?.claimed) {
      refuse(socket, 409);
      return true;
    }
    // Claim before the asynchronous check so two racing sockets cannot both win.
    if (token !== undefined) deps.table.claim(token);
    const giveUp = (status: number): void => {
      if (token !== undefined) deps.table.release(token);
      refuse(socket, status);
    };
    const onEarlyError = (): void => giveUp(400);
    socket.on('error', onEarlyError);
    deps
      .authenticate(readToken(req, url))
      .then((user) => {
        socket.off('error', onEarlyError);
        if (socket.destroyed) return giveUp(400);
        if (!user) return giveUp(401);
        // The socket must belong to whoever negotiated the token.
        if (entry && entry.user.id !== user.id) return giveUp(403);
        deps.wss.handleUpgrade(req, socket, head, (ws) => {
          deps.onSocket(ws, { connectionId: entry?.connectionId ?? newId(), user, token });
        });
      })
      .catch((error: unknown) => {
        socket.off('error', onEarlyError);
        deps.logger.error({ err: error }, 'hub upgrade failed');
        giveUp(500);
      });
    return true;
  };
}
