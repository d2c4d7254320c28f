import { http } from '@portal/shared-kit';
import { ROBOT_PREFIX, type RobotSecret } from './robot-secret';

/** GET /robot/querysecret */
export function querySecret(loginName: string): Promise<RobotSecret> {
  return http.call<RobotSecret>(
    { method: 'GET', url: `${ROBOT_PREFIX}/querysecret`, params: { loginName } },
    { toast: false },
  );
}
