import { http } from '@portal/shared-kit';

/** Account expiry of spec §3. */
export interface AccountExpiry {
  isNearestExpired: boolean;
  endTime: string | null;
}

/** GET /VERace/User/GetAccountExpiredDays */
export function getAccountExpiry(): Promise<AccountExpiry> {
  return http.call<AccountExpiry>(
    { method: 'GET', url: '/VERace/User/GetAccountExpiredDays' },
    { toast: false },
  );
}
