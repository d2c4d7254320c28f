import type { SessionState } from '@portal/shared-kit';

/**
 * Where a visitor of the training shell must go instead, or undefined when they may stay:
 * nobody signed in, or no training right (hasTrainUsePower), goes to /index (spec §4, §6).
 */
export function trainingRedirect(s: Pick<SessionState, 'token' | 'user'>): string | undefined {
  if (!s.token || !s.user?.hasTrainUsePower) return '/index';
  return undefined;
}
