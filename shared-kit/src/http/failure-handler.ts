import axios from 'axios';
import { MESSAGES, TIMINGS_MS } from '../domain';
import { ApiError } from './api-error';
import { type EnvelopeMessage, messageText } from './envelopes';
import type { Session } from '../session';
import type { Notifier } from './notifier';
import type { PageNavigator } from './page-navigator';

/** What the failure handler needs from the page. */
export interface FailureContext {
  session: Pick<Session, 'getState' | 'clear'>;
  notifier: Notifier;
  navigator: PageNavigator;
}

/** Landing path after logout or session timeout (spec §2). */
export const LANDING_PATH = '/index';

/**
 * Session expiry (spec §4): with a token the user is told 登录超时，请重新登录; with or without one
 * the session is cleared, the route replaced with /index and the page reloaded.
 */
export function expireSession(ctx: FailureContext): void {
  if (ctx.session.getState().token) {
    ctx.notifier.error(MESSAGES.SESSION_TIMEOUT, TIMINGS_MS.ERROR_TOAST / 1000);
  }
  ctx.session.clear();
  ctx.navigator.replace(LANDING_PATH);
  ctx.navigator.reload();
}

/**
 * Turns an axios failure into an ApiError (401 also expires the session).
 * Cancellations and non-axios errors pass through unchanged so callers can tell them apart.
 */
export function toApiError(error: unknown, ctx: FailureContext): unknown {
  if (!axios.isAxiosError(error) || axios.isCancel(error)) return error;
  const status = error.response?.status;
  if (status === 401) {
    expireSession(ctx);
    return new ApiError(MESSAGES.SESSION_TIMEOUT, { kind: 'unauthorized', status });
  }
  if (status === undefined) return new ApiError(MESSAGES.REQUEST_FAILED, { kind: 'network' });
  // A 4xx/5xx that carries the server's own (Chinese) message, e.g. a rate limit, shows that message.
  const body = error.response?.data as { msg?: EnvelopeMessage; retCode?: number } | undefined;
  const text = body && typeof body === 'object' ? messageText(body.msg) : '';
  return new ApiError(text || MESSAGES.REQUEST_FAILED, {
    kind: 'http',
    status,
    code: body?.retCode,
  });
}
