import type { AppState } from '@portal/shared-kit';

/** Key of the area's state in the portal store. */
export const AUTH_KEY = 'auth';

/** Reads one feature's part of the area state. */
export function authPart<T>(state: AppState, part: string): T {
  return (state[AUTH_KEY] as Record<string, T>)[part] as T;
}
