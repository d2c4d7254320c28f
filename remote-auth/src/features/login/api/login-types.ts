import type { RoleFlags, SessionUser } from '@portal/shared-kit';

/** What the login calls answer: the session user info of spec §3 plus the role flags. */
export interface LoginAnswer extends SessionUser, RoleFlags {
  UserCode?: string;
  IsFirstLogin?: boolean;
}
