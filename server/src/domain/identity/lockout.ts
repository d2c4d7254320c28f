/** Consecutive wrong passwords before an account locks, and how long the lock lasts. */
export interface LockoutPolicy {
  maxWrong: number;
  lockMs: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = { maxWrong: 5, lockMs: 15 * 60 * 1000 };

/** The password-failure state stored per user. */
export interface LockState {
  wrongCount: number;
  lockedUntil: Date | null;
}

/** True while a lock is in force. */
export function isLocked(state: LockState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/**
 * The state after one more wrong password. The counter restarts after an expired lock, and the
 * N-th consecutive failure sets the lock.
 */
export function afterWrongPassword(state: LockState, now: Date, policy: LockoutPolicy): LockState {
  const expired = state.lockedUntil !== null && !isLocked(state, now);
  const wrongCount = (expired ? 0 : state.wrongCount) + 1;
  const lockedUntil =
    wrongCount >= policy.maxWrong ? new Date(now.getTime() + policy.lockMs) : null;
  return { wrongCount, lockedUntil };
}

/** Attempts left before the lock, for the failure message. */
export function attemptsLeft(state: LockState, policy: LockoutPolicy): number {
  return Math.max(0, policy.maxWrong - state.wrongCount);
}
