/** Training-side role stored per user (spec §6). */
export type UserRole = 'student' | 'teacher' | 'admin';

export const USER_ROLES: readonly UserRole[] = ['student', 'teacher', 'admin'];

/** Who is acting: the parts of a user that permission rules look at. */
export interface Actor {
  id: number;
  role: UserRole;
}

/** Role flags of the menu/role info (spec §3, §4): admin-role for teachers and admins. */
export function roleFlags(role: UserRole): {
  isAdminRole: boolean;
  isSystemAdmin: boolean;
  isNormalUserRole: boolean;
} {
  return {
    isAdminRole: role !== 'student',
    isSystemAdmin: role === 'admin',
    isNormalUserRole: role === 'student',
  };
}

/** Teachers and admins run user, class and label administration. */
export const isManager = (role: UserRole): boolean => role === 'teacher' || role === 'admin';

/**
 * Whether `actor` may administer `target`: admins manage everyone but themselves, teachers manage
 * students only, students nobody.
 */
export function canManage(actor: Actor, target: Actor): boolean {
  if (actor.id === target.id) return false;
  if (actor.role === 'admin') return true;
  return actor.role === 'teacher' && target.role === 'student';
}

/** Roles an actor may create: a teacher adds students, an admin anyone. */
export function canCreateRole(actor: UserRole, role: UserRole): boolean {
  return actor === 'admin' || (actor === 'teacher' && role === 'student');
}
