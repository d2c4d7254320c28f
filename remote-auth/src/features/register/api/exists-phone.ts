import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** True when the phone is bound to a user. */
export type PhoneTaken = ApiData<'/VERace/User/ExistsPhone'>;

/** GET /VERace/User/ExistsPhone — true when the phone is bound to a user. */
export function existsPhone(phone: string): Promise<PhoneTaken> {
  return http.call<PhoneTaken>(
    { method: 'GET', url: '/VERace/User/ExistsPhone', params: { phone } },
    { toast: false },
  );
}
