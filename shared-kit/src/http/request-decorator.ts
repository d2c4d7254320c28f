import type { InternalAxiosRequestConfig } from 'axios';
import type { SessionState } from '../session';

/** The score call of a practical training; it must not carry the LogIDs header (spec §7). */
export const SCORE_CALL_PATH = '/TrainLog/Score';

/** True when `url` is the training score call, whatever its host prefix or letter case. */
export function isScoreCall(url: string | undefined): boolean {
  return (url ?? '').toLowerCase().includes(SCORE_CALL_PATH.toLowerCase());
}

/**
 * Adds what every call carries (spec §7): a `timestamp` query parameter against caches, the token
 * as `Authorization: Bearer <token>`, and during a practical-training session the `LogIDs` header
 * (ids joined with ','), except on the score call.
 */
export function decorateRequest(
  config: InternalAxiosRequestConfig,
  state: SessionState,
  now: number,
): InternalAxiosRequestConfig {
  config.params = { ...(config.params as Record<string, unknown> | undefined), timestamp: now };
  if (state.token) config.headers.set('Authorization', `Bearer ${state.token}`);
  if (state.trainingLogIds.length > 0 && !isScoreCall(config.url)) {
    config.headers.set('LogIDs', state.trainingLogIds.join(','));
  }
  return config;
}
