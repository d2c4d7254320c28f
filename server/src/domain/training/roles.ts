import type { UserRole } from '../identity';

/** Role lists of spec §6 for the training side; every training call names one. */
export const TRAINING_ROLES = {
  ANY: ['student', 'teacher', 'admin'],
  /** Class, user and practice management, achievement statistics, class info, released exams. */
  TEACHER_ONLY: ['teacher'],
  /** Case panel management. */
  ADMIN_ONLY: ['admin'],
  /** Resources, subject, exam and report management. */
  ADMIN_AND_TEACHER: ['teacher', 'admin'],
  /** Starting and ending a training, the training results. */
  STUDENT_ONLY: ['student'],
} as const satisfies Record<string, readonly UserRole[]>;

export type TrainingRoleList = (typeof TRAINING_ROLES)[keyof typeof TRAINING_ROLES];

/** Whether `role` is in `allowed`. */
export const trainingRoleAllowed = (allowed: readonly UserRole[], role: UserRole): boolean =>
  allowed.includes(role);
