import type { TrainingRole } from './training-feature';

/** Role lists of spec §6 for the training side; routes name them instead of spelling roles. */
export const ROLES = {
  /** Class, user and practice management, achievement statistics, class info, released exams. */
  TEACHER_ONLY: ['teacher'],
  /** Case panel management. */
  ADMIN_ONLY: ['admin'],
  /** Resources, subject, exam and report management. */
  ADMIN_AND_TEACHER: ['admin', 'teacher', 'bAdmin'],
  /** The start/end training button and the training results page. */
  STUDENT_ONLY: ['student', 'proUser'],
} as const satisfies Record<string, readonly TrainingRole[]>;

/** Whether `role` may open a route (or see a menu entry) allowed for `roles`. */
export function roleAllowed(
  roles: readonly TrainingRole[] | undefined,
  role: string | null | undefined,
): boolean {
  if (!roles) return true;
  return !!role && (roles as readonly string[]).includes(role);
}

/** True for the roles that see the start/end training button (spec §6). */
export const isTrainingStudent = (role: string | null | undefined): boolean =>
  roleAllowed(ROLES.STUDENT_ONLY, role);
