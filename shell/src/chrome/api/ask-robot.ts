import { http } from '@portal/shared-kit';
import { ROBOT_PREFIX } from './robot-secret';

/** A question the robot suggests next. */
export interface RobotRelated {
  id: string;
  question: string;
}

/** The robot's reply: an FAQ answer, the page that does the thing, related questions. */
export interface RobotReply {
  matched: boolean;
  id: string | null;
  question: string | null;
  answer: string;
  link: { path: string; label: string } | null;
  related: RobotRelated[];
}

/** GET /robot/ask: a typed question, or a suggested question by its id. */
export function askRobot(ask: { question: string } | { id: string }): Promise<RobotReply> {
  return http.call<RobotReply>(
    { method: 'GET', url: `${ROBOT_PREFIX}/ask`, params: ask },
    { toast: false },
  );
}
