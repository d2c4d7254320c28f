import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** Account expiry of spec §3. */
export type AccountExpiry = Pick<
  ApiData<'/VERace/User/GetAccountExpiredDays'>,
  'isNearestExpired' | 'endTime'
>;

/** GET /VERace/User/GetAccountExpiredDays */
export function getAccountExpiry(): Promise<AccountExpiry> {
  return http.call<AccountExpiry>(
    { method: 'GET', url: '/VERace/User/GetAccountExpiredDays' },
    { toast: false },
  );
}
