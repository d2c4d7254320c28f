import { http } from '@portal/shared-kit';
import { ROBOT_PREFIX } from './robot-secret';
import type { ApiData } from '@portal/shared-kit/api-types';

/** The robot's reply: an FAQ answer, the page that does the thing, related questions. */
export type RobotReply = Pick<
  NonNullable<ApiData<'/robot/ask'>>,
  'matched' | 'id' | 'question' | 'answer' | 'link' | 'related'
>;

/** A question the robot suggests next. */
export type RobotRelated = RobotReply['related'][number];

/** GET /robot/ask: a typed question, or a suggested question by its id. */
export function askRobot(ask: { question: string } | { id: string }): Promise<RobotReply> {
  return http.call<RobotReply>(
    { method: 'GET', url: `${ROBOT_PREFIX}/ask`, params: ask },
    { toast: false },
  );
}
