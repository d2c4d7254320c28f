import type { Clock } from '../../context';
import {
  IDENTITY_TEXT as T,
  canCreateRole,
  canManage,
  checkPassword,
  checkPhone,
  checkProvince,
  checkRealName,
  checkUserName,
  firstProblem,
  type UserRole,
} from '../../domain/identity';
import { badRequest, forbidden, notFound, refuse } from '../../http/app-error';
import type { HubPush } from '../../http/hub-push';
import type { SessionUser } from '../../http/auth';
import {
  type IdentityServices,
  isUniqueViolation,
  userInfoView,
  type UserInfoView,
  type UserRecord,
} from '../identity';
import type { UserAdminRepository, UserFilter } from './user-admin.repository';

/** Password given to accounts created or reset without one; meets the spec's password rule. */
export const DEFAULT_PASSWORD = 'Aa123456';

/** A user an administrator adds (AddUserByAdmin, import rows). */
export interface NewUserForm {
  name: string;
  realName: string;
  passWord?: string;
  phone?: string;
  role?: UserRole;
  marjorName?: string;
  schoolShortNameEN?: string;
  province?: string;
  classID?: number;
  className?: string;
}

/** User administration for teachers (their students) and admins (everyone). */
export class UserAdminService {
  constructor(
    private readonly repo: UserAdminRepository,
    private readonly identity: IdentityServices,
    private readonly hub: HubPush,
    private readonly clock: Clock,
  ) {}

  /** Loads a user the actor may administer: 404 when unknown, 403 when not theirs. */
  async target(actor: SessionUser, userId: number): Promise<UserRecord> {
    const user = await this.identity.users.findById(userId);
    if (!user) throw notFound(T.USER_NOT_FOUND);
    if (actor.id === user.id) throw forbidden(T.CANNOT_MANAGE_SELF);
    if (!canManage(actor, user)) throw forbidden(T.FORBIDDEN);
    return user;
  }

  filterFor(actor: SessionUser, f: Omit<UserFilter, 'studentsOnly'>): UserFilter {
    return { ...f, studentsOnly: actor.role !== 'admin' };
  }

  async search(
    actor: SessionUser,
    f: Omit<UserFilter, 'studentsOnly'>,
    limit: number,
    offset: number,
  ): Promise<{ total: number; list: UserInfoView[] }> {
    const { total, rows } = await this.repo.search(this.filterFor(actor, f), limit, offset);
    const now = this.clock.now();
    return { total, list: rows.map((u) => userInfoView(u, now)) };
  }

  /** Adds one account; refusals carry the same messages as registration. */
  async add(actor: SessionUser, form: NewUserForm): Promise<{ userID: number; password: string }> {
    const role = form.role ?? 'student';
    if (!canCreateRole(actor.role, role)) throw forbidden(T.FORBIDDEN);
    const name = form.name.trim();
    const phone = form.phone?.trim() || null;
    const password = form.passWord || DEFAULT_PASSWORD;
    const province = form.province?.trim() ?? '';
    const problem = firstProblem(
      checkUserName(name),
      checkRealName(form.realName),
      checkPassword(password),
      phone === null ? undefined : checkPhone(phone),
      checkProvince(province),
    );
    if (problem) throw badRequest(problem);
    let classId: number | null = null;
    if (form.classID !== undefined) {
      if (!(await this.repo.classExists(form.classID))) throw notFound(T.CLASS_NOT_FOUND);
      classId = form.classID;
    } else if (form.className?.trim()) {
      classId = await this.repo.classIdByName(form.className.trim(), actor.id);
    }
    const { registration, hasher } = this.identity;
    await registration.assertAvailable(name, phone);
    const userID = await registration.insertChecked({
      userName: name,
      realName: form.realName.trim(),
      passwordHash: await hasher.hash(password),
      phone,
      role,
      majorName: form.marjorName ?? '',
      schoolShortNameEN: form.schoolShortNameEN ?? '',
      province,
      classId,
    });
    return { userID, password };
  }

  /** UpdateUserInfoByManage: name stays; phone must stay unique. */
  async update(
    actor: SessionUser,
    p: {
      userID: number;
      realName?: string;
      phone?: string;
      marjorName?: string;
      schoolShortNameEN?: string;
      province?: string;
    },
  ): Promise<void> {
    const user = await this.target(actor, p.userID);
    const realName = p.realName?.trim() ?? user.realName;
    const phone = p.phone === undefined ? user.phone : p.phone.trim() || null;
    const province = p.province?.trim() ?? user.province;
    const problem = firstProblem(
      checkRealName(realName),
      phone ? checkPhone(phone) : undefined,
      checkProvince(province),
    );
    if (problem) throw badRequest(problem);
    if (phone && phone !== user.phone) {
      const owner = await this.identity.users.findByPhone(phone);
      if (owner && owner.id !== user.id) throw refuse(T.PHONE_TAKEN);
    }
    // The phone first: it is the write that can lose a race, and then nothing has changed yet.
    if (phone !== user.phone) {
      try {
        await this.identity.users.setPhone(user.id, phone);
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse(T.PHONE_TAKEN);
        throw error;
      }
    }
    await this.identity.users.updateProfile(user.id, {
      realName,
      majorName: p.marjorName ?? user.majorName,
      schoolShortNameEN: p.schoolShortNameEN ?? user.schoolShortNameEN,
      province,
    });
  }

  /** Deletes users the actor manages, all or nothing, pushing progress over the hub. */
  async remove(actor: SessionUser, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) throw badRequest('缺少必填参数：listUserId');
    for (const id of ids) await this.target(actor, id);
    let deleted: number;
    try {
      deleted = await this.identity.users.deleteMany(ids);
    } catch (error) {
      // Trading or contest records still point at the user (foreign-key violation).
      if ((error as { code?: unknown }).code === '23503') throw refuse(T.USER_HAS_RECORDS);
      throw error;
    }
    this.hub.toUser(actor.id, 'DeleteProgress', {
      complete: true,
      total: ids.length,
      progress: 100,
      successnum: deleted,
      msg: '删除完成',
    });
    return deleted;
  }

  async resetPassword(actor: SessionUser, userId: number, newPassword?: string): Promise<string> {
    const user = await this.target(actor, userId);
    const password = newPassword || DEFAULT_PASSWORD;
    const problem = checkPassword(password);
    if (problem) throw badRequest(problem);
    await this.identity.users.setPassword(user.id, await this.identity.hasher.hash(password));
    await this.identity.users.setLockState(user.id, 0, null);
    await this.identity.sessions.revokeUser(user.id);
    return password;
  }

  async resetLoginWrong(actor: SessionUser, userId: number): Promise<void> {
    const user = await this.target(actor, userId);
    await this.identity.users.setLockState(user.id, 0, null);
  }

  async unregister(actor: SessionUser, userId: number): Promise<void> {
    const user = await this.target(actor, userId);
    await this.identity.users.unregister(user.id);
    await this.identity.sessions.revokeUser(user.id);
  }

  /** Ends every session of a user (admin only; also the e2e test's way to expire a session). */
  async revokeSessions(actor: SessionUser, userId: number): Promise<number> {
    const user = await this.identity.users.findById(userId);
    if (!user) throw notFound(T.USER_NOT_FOUND);
    if (actor.role !== 'admin') throw forbidden(T.FORBIDDEN);
    return this.identity.sessions.revokeUser(user.id);
  }
}
