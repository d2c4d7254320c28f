import type { Clock } from '../../context';
import {
  CODE_TYPES,
  IDENTITY_TEXT as T,
  accountExpiry,
  checkPassword,
  checkPhone,
  checkProvince,
  checkRealName,
  firstProblem,
  roleFlags,
  type AccountExpiry,
} from '../../domain/identity';
import { badRequest, refuse, unauthorized } from '../../http/app-error';
import type { SessionUser } from '../../http/auth';
import type { PasswordHasher } from './password';
import { isUniqueViolation } from './registration.service';
import type { SessionService } from './session.service';
import { userInfoView, type UserInfoView } from './user-view';
import type { UserRecord, UsersRepository } from './users.repository';
import type { VerifyCodeService } from './verify-code.service';

/** The caller's own account: profile, rights, password and phone. Never another user's. */
export class AccountService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly codes: VerifyCodeService,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  private async load(me: SessionUser): Promise<UserRecord> {
    const user = await this.users.findById(me.id);
    if (!user) throw unauthorized(T.SESSION_TIMEOUT);
    return user;
  }

  async info(me: SessionUser): Promise<UserInfoView> {
    return userInfoView(await this.load(me), this.clock.now());
  }

  /** Rights of GetAdminRight / GetMyRole / menu info. */
  async rights(me: SessionUser): Promise<{
    role: string;
    isAdminRole: boolean;
    isSystemAdmin: boolean;
    isNormalUserRole: boolean;
    hasTrainUsePower: boolean;
    hasCombinePower: boolean;
    classIds: number[];
  }> {
    const user = await this.load(me);
    return {
      role: user.role,
      ...roleFlags(user.role),
      hasTrainUsePower: user.hasTrainUsePower,
      hasCombinePower: user.hasCombinePower,
      classIds: user.classId === null ? [] : [user.classId],
    };
  }

  /** True until the second login: the first session shows the guide and bind-phone panel. */
  async isFirstLogin(me: SessionUser): Promise<boolean> {
    return (await this.load(me)).loginCount <= 1;
  }

  async expiry(me: SessionUser): Promise<AccountExpiry> {
    const user = await this.load(me);
    return accountExpiry(user.role, user.accountEndTime, this.clock.now());
  }

  async updateProfile(
    me: SessionUser,
    p: { realName?: string; marjorName?: string; schoolShortNameEN?: string; province?: string },
  ): Promise<void> {
    const user = await this.load(me);
    const realName = p.realName?.trim() ?? user.realName;
    const province = p.province?.trim() ?? user.province;
    const problem = firstProblem(checkRealName(realName), checkProvince(province));
    if (problem) throw badRequest(problem);
    await this.users.updateProfile(user.id, {
      realName,
      majorName: p.marjorName ?? user.majorName,
      schoolShortNameEN: p.schoolShortNameEN ?? user.schoolShortNameEN,
      province,
    });
  }

  /** Changes the password after checking the old one; other sessions of the user end. */
  async changePassword(me: SessionUser, oldPassword: string, newPassword: string): Promise<void> {
    const user = await this.load(me);
    const problem = checkPassword(newPassword);
    if (problem) throw badRequest(problem);
    if (!(await this.hasher.verify(oldPassword, user.passwordHash))) {
      throw refuse(T.OLD_PASSWORD_WRONG);
    }
    if (oldPassword === newPassword) throw refuse(T.PASSWORD_SAME);
    await this.users.setPassword(user.id, await this.hasher.hash(newPassword));
    await this.sessions.revokeUser(user.id);
  }

  /** Forgotten password: the code sent to the bound phone proves ownership; unlocks too. */
  async changePasswordByPhone(
    phone: string,
    phoneCode: string,
    newPassword: string,
  ): Promise<void> {
    const problem = firstProblem(checkPhone(phone), checkPassword(newPassword));
    if (problem) throw badRequest(problem);
    const user = await this.users.findByPhone(phone);
    if (!user) throw refuse(T.PHONE_NOT_BOUND);
    await this.codes.useCode(phone, CODE_TYPES.RESET_PASSWORD, phoneCode, async () =>
      this.users.setPassword(user.id, await this.hasher.hash(newPassword)),
    );
    await this.users.setLockState(user.id, 0, null);
    await this.sessions.revokeUser(user.id);
  }

  /** Binds (or changes) the caller's phone with the code sent for binding. */
  async changeMobilePhone(me: SessionUser, phone: string, phoneCode: string): Promise<void> {
    const problem = checkPhone(phone);
    if (problem) throw badRequest(problem);
    const owner = await this.users.findByPhone(phone);
    if (owner && owner.id !== me.id) throw refuse(T.PHONE_TAKEN);
    await this.codes.useCode(phone, CODE_TYPES.BIND_PHONE, phoneCode, async () => {
      try {
        await this.users.setPhone(me.id, phone);
      } catch (error) {
        // Another account bound the phone between the check and this write.
        if (isUniqueViolation(error)) throw refuse(T.PHONE_TAKEN);
        throw error;
      }
    });
  }
}
