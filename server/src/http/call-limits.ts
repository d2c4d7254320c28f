import type { FastifyRequest } from 'fastify';
import type { CallCounter } from '../cluster';
import type { AppContext } from '../context';
import { TooManyCalls } from './app-error';
import { clientIp, currentUser } from './auth';
import { CALL_KIND, type CountingGuard } from './guard-marks';

/** The answer past a limit (HTTP 429 in the envelope, with Retry-After). */
export const CALL_LIMIT_TEXT = '操作过于频繁，请稍后再试';

/**
 * Per-user limits of the expensive calls (issue 35), per minute: backtest starts, screener
 * queries (条件选股 and a scheme's picks), ranking searches and spreadsheet exports. Far above
 * what a person clicks; a script calling in a loop gets 429 with Retry-After. In a cluster the
 * counts live in Redis, so every process sees the same ones.
 */
export const CALL_LIMITS = {
  backtest: { limit: 6, windowMs: 60_000 },
  screen: { limit: 30, windowMs: 60_000 },
  rankingSearch: { limit: 60, windowMs: 60_000 },
  export: { limit: 10, windowMs: 60_000 },
} as const;

export type CallKind = keyof typeof CALL_LIMITS;

function counterOf(ctx: AppContext, kind: CallKind): CallCounter {
  const counters = (ctx.services.callCounters ??= new Map());
  let counter = counters.get(kind);
  if (!counter) {
    counter = ctx.cluster.callCounters(kind, CALL_LIMITS[kind]);
    counters.set(kind, counter);
  }
  return counter;
}

/** Counts one call of a user (or of an address, for a public call); throws 429 (Retry-After: the rest of the window) past the limit. */
export async function countCall(
  ctx: AppContext,
  kind: CallKind,
  caller: number | string,
): Promise<void> {
  const verdict = await counterOf(ctx, kind).hit(String(caller), ctx.clock.now().getTime());
  if (!verdict.ok)
    throw new TooManyCalls(CALL_LIMIT_TEXT, Math.max(1, Math.ceil(verdict.retryAfterMs / 1000)));
}

/**
 * A route guard that runs `guard` (who may call) and then counts the call against the caller's
 * limit of `kind`: a refused call does no work at all.
 */
export function limited(
  ctx: AppContext,
  kind: CallKind,
  guard: (request: FastifyRequest) => Promise<void>,
): CountingGuard {
  const counting: CountingGuard = async (request) => {
    await guard(request);
    // A public call (a trade-parameter sheet) counts per address, a signed-in one per user.
    await countCall(ctx, kind, request.user ? currentUser(request).id : `ip:${clientIp(request)}`);
  };
  counting[CALL_KIND] = kind;
  return counting;
}

/** The guard of a public call (no sign-in): with `limited`, counted per address. */
export const allowAnyone = async (): Promise<void> => undefined;
