import type { UserRole } from './roles';

/** Teachers and admins see the expiry notice this many days before their account ends. */
export const EXPIRY_NOTICE_DAYS = 30;

const DAY_MS = 86_400_000;

/** Account expiry as GetAccountExpiredDays returns it (spec §3: isNearestExpired, endTime). */
export interface AccountExpiry {
  /** Whole days left, rounded up; null when the account never ends. */
  days: number | null;
  isNearestExpired: boolean;
  endTime: string | null;
  isExpired: boolean;
}

/** Expiry view for a user; only teachers and admins are ever near expiry (spec §6). */
export function accountExpiry(role: UserRole, endTime: Date | null, now: Date): AccountExpiry {
  if (!endTime) return { days: null, isNearestExpired: false, endTime: null, isExpired: false };
  const days = Math.ceil((endTime.getTime() - now.getTime()) / DAY_MS);
  return {
    days,
    isNearestExpired: role !== 'student' && days >= 0 && days <= EXPIRY_NOTICE_DAYS,
    endTime: endTime.toISOString(),
    isExpired: days < 0 || endTime.getTime() <= now.getTime(),
  };
}
