import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import { ROBOT_PREFIX } from './robot-secret';

/** What createsecretbyloginname answers, as far as the chat reads it: the new secret. */
export type CreatedSecret = Pick<ApiData<'/robot/createsecretbyloginname'>, 'secret'>;

/** GET /robot/createsecretbyloginname */
export function createSecret(loginName: string): Promise<CreatedSecret> {
  return http.call<CreatedSecret>(
    {
      method: 'GET',
      url: `${ROBOT_PREFIX}/createsecretbyloginname`,
      params: { Userto: loginName, LoginName: loginName },
    },
    { toast: false },
  );
}
