import type { ApiData } from '@portal/shared-kit/api-types';

/** Path prefix of the robot host (spec §7 "Robot host"; the portal server proxies it here). */
export const ROBOT_PREFIX = '/robot';

/** What querysecret answers, as far as the chat reads it: the user's secret. */
export type RobotSecret = Pick<ApiData<'/robot/querysecret'>, 'secret'>;
