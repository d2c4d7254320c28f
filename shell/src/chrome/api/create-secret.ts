import { http } from '@portal/shared-kit';
import { ROBOT_PREFIX, type RobotSecret } from './robot-secret';

/** GET /robot/createsecretbyloginname */
export function createSecret(loginName: string): Promise<RobotSecret> {
  return http.call<RobotSecret>(
    {
      method: 'GET',
      url: `${ROBOT_PREFIX}/createsecretbyloginname`,
      params: { Userto: loginName, LoginName: loginName },
    },
    { toast: false },
  );
}
