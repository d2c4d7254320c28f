/** Path prefix of the robot host (spec §7 "Robot host"; the portal server proxies it here). */
export const ROBOT_PREFIX = '/robot';

/** A robot secret answer: the secret, empty when none exists yet. */
export type RobotSecret = string | { secret?: string | null } | null;

/** Reads the secret out of either answer shape. */
export function secretOf(answer: RobotSecret): string {
  if (!answer) return '';
  return typeof answer === 'string' ? answer : (answer.secret ?? '');
}
