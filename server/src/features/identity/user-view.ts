import { accountExpiry, roleFlags, type UserRole } from '../../domain/identity';
import { beijingIso } from '../../http/beijing-iso';
import type { UserRecord } from './users.repository';

/** The session user info the login calls return (spec §3 plus role flags). */
export interface LoginView {
  Token: string;
  Name: string;
  UserName: string;
  UserCode: string;
  UserID: number;
  Id: number;
  MobilePhone: string;
  hasTrainUsePower: boolean;
  hasCombinePower: boolean;
  Role: UserRole;
  isAdminRole: boolean;
  isSystemAdmin: boolean;
  isNormalUserRole: boolean;
  IsFirstLogin: boolean;
  ExpiresAt: string;
  /** A student's running training (added by the training feature's hook; null when none). */
  trainType?: number | null;
  tpTypeID?: number | null;
}

/** Builds the login answer for a user and a fresh session. */
export function loginView(
  user: UserRecord,
  session: { token: string; expiresAt: Date },
  firstLogin: boolean,
): LoginView {
  return {
    Token: session.token,
    Name: user.realName,
    UserName: user.userName,
    UserCode: user.userName,
    UserID: user.id,
    Id: user.id,
    MobilePhone: user.phone ?? '',
    hasTrainUsePower: user.hasTrainUsePower,
    hasCombinePower: user.hasCombinePower,
    Role: user.role,
    ...roleFlags(user.role),
    IsFirstLogin: firstLogin,
    ExpiresAt: session.expiresAt.toISOString(),
  };
}

/** A user as profile and administration lists show it (field names as spec §3 spells them). */
export interface UserInfoView {
  userID: number;
  userName: string;
  realName: string;
  phone: string;
  role: UserRole;
  marjorName: string;
  schoolShortNameEN: string;
  /** Short name of the user's province (省份), '' when unset. */
  province: string;
  classID: number | null;
  className: string;
  hasTrainUsePower: boolean;
  hasCombinePower: boolean;
  loginWrongCount: number;
  isLocked: boolean;
  unregistered: boolean;
  lastLoginTime: string | null;
  createTime: string;
  endTime: string | null;
}

/** Maps a stored user to its public view (never the password hash). */
export function userInfoView(user: UserRecord, now: Date): UserInfoView {
  return {
    userID: user.id,
    userName: user.userName,
    realName: user.realName,
    phone: user.phone ?? '',
    role: user.role,
    marjorName: user.majorName,
    schoolShortNameEN: user.schoolShortNameEN,
    province: user.province,
    classID: user.classId,
    className: user.className ?? '',
    hasTrainUsePower: user.hasTrainUsePower,
    hasCombinePower: user.hasCombinePower,
    loginWrongCount: user.wrongCount,
    isLocked: user.lockedUntil !== null && user.lockedUntil.getTime() > now.getTime(),
    unregistered: user.unregistered,
    lastLoginTime: user.lastLoginAt ? beijingIso(user.lastLoginAt) : null,
    createTime: beijingIso(user.createdAt),
    endTime: accountExpiry(user.role, user.accountEndTime, now).endTime,
  };
}
