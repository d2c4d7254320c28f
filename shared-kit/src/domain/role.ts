/** Roles of the training side (spec §4 role derivation, §6). */
export type Role = 'teacher' | 'admin' | 'student';

/** Role flags as the menu/role info call returns them. */
export interface RoleFlags {
  isAdminRole?: boolean;
  isSystemAdmin?: boolean;
  isNormalUserRole?: boolean;
}

/**
 * Derives the stored role: the admin-role flag gives teacher, or admin with the system-admin
 * flag too; otherwise the normal-user flag gives student.
 * @returns the role, or undefined when no flag is set (the user has no role yet).
 */
export function deriveRole(flags: RoleFlags): Role | undefined {
  if (flags.isAdminRole) return flags.isSystemAdmin ? 'admin' : 'teacher';
  if (flags.isNormalUserRole) return 'student';
  return undefined;
}
