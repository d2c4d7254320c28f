import { Type } from '@sinclair/typebox';
import { currentUser, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import {
  ChangeMobilePhoneAnswer,
  ChangePassWordByPhoneAnswer,
  ChangePasswordAnswer,
  GetAccountExpiredDaysAnswer,
  GetAdminRightAnswer,
  GetMenuRoleInfoAnswer,
  GetMyRoleAnswer,
  GetMyUserInfoAnswer,
  UpdateUserInfoAnswer,
} from './identity.answers';

const tags = ['account'];
const none = Type.Object({});

/** The caller's own account (spec §7 /VERace/User): rights, profile, password, phone. */
export const accountRoutes: Feature = (app, ctx) => {
  for (const part of [roleAndInfoRoutes, accountChangeRoutes]) part(app, ctx);
};

/** Who the caller is: role, admin rights, menus, user info, account expiry. */
const roleAndInfoRoutes: Feature = (app, ctx) => {
  const { account } = ctx.identity;
  const me = currentUser;
  endpoint(
    app,
    {
      url: '/VERace/User/GetMyRole',
      methods: ['GET'],
      tags,
      summary: '当前用户角色与角色标志',
      params: none,
      data: GetMyRoleAnswer,
      guard: requireUser,
    },
    (_p, r) => account.rights(me(r)),
  );

  endpoint(
    app,
    {
      url: '/VERace/User/GetAdminRight',
      methods: ['GET'],
      tags,
      summary: '当前用户权限（hasTrainUsePower、hasCombinePower 与角色标志）',
      params: none,
      data: GetAdminRightAnswer,
      guard: requireUser,
    },
    (_p, r) => account.rights(me(r)),
  );

  endpoint(
    app,
    {
      url: '/VERace/User/GetMenuRoleInfo',
      methods: ['GET'],
      tags,
      summary: '菜单权限数据：classIds、matchIds、isAdminRole、isNormalUserRole',
      params: none,
      data: GetMenuRoleInfoAnswer,
      guard: requireUser,
    },
    async (_p, r) => {
      const rights = await account.rights(me(r));
      return { ...rights, matchIds: [] as number[] };
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/User/GetMyUserInfo',
      methods: ['GET'],
      tags,
      summary: '当前用户资料',
      params: none,
      data: GetMyUserInfoAnswer,
      guard: requireUser,
    },
    (_p, r) => account.info(me(r)),
  );

  endpoint(
    app,
    {
      url: '/VERace/User/GetAccountExpiredDays',
      methods: ['GET'],
      tags,
      summary: '账户到期信息：days、isNearestExpired、endTime',
      params: none,
      data: GetAccountExpiredDaysAnswer,
      guard: requireUser,
    },
    (_p, r) => account.expiry(me(r)),
  );
};

/** Changing one's details, password and phone. */
const accountChangeRoutes: Feature = (app, ctx) => {
  const { account } = ctx.identity;
  const me = currentUser;
  endpoint(
    app,
    {
      url: '/VERace/User/UpdateUserInfo',
      methods: ['POST'],
      tags,
      summary: '修改本人资料（真实姓名、专业、学校简称、省份；用户名不可修改）',
      params: Type.Object({
        realName: optText(100),
        marjorName: optText(100),
        schoolShortNameEN: optText(50),
        province: optText(20),
      }),
      data: UpdateUserInfoAnswer,
      guard: requireUser,
    },
    async (p, r) => {
      await account.updateProfile(me(r), p);
      return true;
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/User/ChangePassword',
      methods: ['POST'],
      tags,
      summary: '修改密码（需原密码；成功后所有会话失效）',
      params: Type.Object({ oldPassword: text(50), newPassword: text(50) }),
      data: ChangePasswordAnswer,
      guard: requireUser,
    },
    async (p, r) => {
      await account.changePassword(me(r), p.oldPassword, p.newPassword);
      return true;
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/User/ChangeMobilePhone',
      methods: ['GET', 'POST'],
      tags,
      summary: '绑定/更换手机号（需 codeType 3 验证码）',
      params: Type.Object({ mobilePhone: text(20), phoneCode: text(10) }),
      data: ChangeMobilePhoneAnswer,
      guard: requireUser,
    },
    async (p, r) => {
      await account.changeMobilePhone(me(r), p.mobilePhone.trim(), p.phoneCode.trim());
      return true;
    },
  );

  endpoint(
    app,
    {
      url: '/api/user/ChangePassWordByPhone',
      methods: ['POST'],
      tags,
      summary: '通过手机验证码重置密码（需 verificationType 4 验证码）',
      params: Type.Object({ phone: text(20), phoneCode: text(10), newPassword: text(50) }),
      data: ChangePassWordByPhoneAnswer,
    },
    async (p) => {
      await account.changePasswordByPhone(p.phone.trim(), p.phoneCode.trim(), p.newPassword);
      return true;
    },
  );
};
