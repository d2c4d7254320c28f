import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDENTITY_TEXT, isManager, type UserRole } from '../domain/identity';
import { forbidden, unauthorized } from './app-error';

/** The signed-in caller as every route sees it. */
export interface SessionUser {
  id: number;
  userName: string;
  realName: string;
  role: UserRole;
  phone: string | null;
  hasTrainUsePower: boolean;
  hasCombinePower: boolean;
  token: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved from the session token; null when absent or expired. */
    user: SessionUser | null;
  }
}

/** A token is printable ASCII of sane length; anything else (NUL, 1 MB) is no token at all. */
const wellFormed = (token: string): string | undefined =>
  /^[\x21-\x7e]{1,512}$/.test(token) ? token : undefined;

/**
 * Routes that answer a file download (Export…, OutPut…, DownLoad…): a browser link cannot send a
 * header, so these alone may carry the token in the URL. Matched on the route's registered path.
 */
export const DOWNLOAD_ROUTE = /\/(export|output|download)[^/]*$/i;

/** Whether a request's route is a file download (see DOWNLOAD_ROUTE). */
export function isDownloadRoute(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return typeof url === 'string' && DOWNLOAD_ROUTE.test(url);
}

/**
 * The token of a request: `Authorization: Bearer …`; on download routes only, else a
 * `token`/`access_token` query value (a token in any other URL ends up in logs, history and
 * Referer headers). The hub reads its own `access_token` (see hub/negotiate.ts).
 */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return wellFormed(header.slice(7).trim());
  if (!isDownloadRoute(request)) return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.token ?? query?.access_token;
  return typeof fromQuery === 'string' ? wellFormed(fromQuery) : undefined;
}

/** Resolves the caller of every request before its route runs. */
export function registerAuth(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<SessionUser | undefined>,
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = requestToken(request);
    request.user = token ? ((await authenticate(token)) ?? null) : null;
  });
}

/** The caller, or 401 登录超时，请重新登录. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(IDENTITY_TEXT.SESSION_TIMEOUT);
  return request.user;
}

/** The caller if a teacher or admin, else 401/403. */
export function currentManager(request: FastifyRequest): SessionUser {
  const user = currentUser(request);
  if (!isManager(user.role)) throw forbidden(IDENTITY_TEXT.FORBIDDEN);
  return user;
}

/** The caller if a system admin, else 401/403. */
export function currentAdmin(request: FastifyRequest): SessionUser {
  const user = currentUser(request);
  if (user.role !== 'admin') throw forbidden(IDENTITY_TEXT.FORBIDDEN);
  return user;
}

/** Route guards for `preHandler`: the same checks before the handler runs. */
export const requireUser = async (request: FastifyRequest): Promise<void> => {
  currentUser(request);
};
export const requireManager = async (request: FastifyRequest): Promise<void> => {
  currentManager(request);
};
export const requireAdmin = async (request: FastifyRequest): Promise<void> => {
  currentAdmin(request);
};

/** Client IP for rate limits and logs (Fastify honours X-Forwarded-For only with trustProxy). */
export const clientIp = (request: FastifyRequest): string => request.ip;
