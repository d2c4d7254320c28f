import { Type } from '@sinclair/typebox';
import { currentAdmin, currentManager, requireAdmin, requireManager } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, idList, optText, page, paging, text, toIds } from '../../http/schemas';
import type { Feature } from '../feature';
import type { UserAdminService } from './user-admin.service';
import {
  AddStudentOrganizaionRangeAnswer,
  AddUserByAdminAnswer,
  DeteleUserInfoAnswer,
  ResetLoginWrongAnswer,
  ResetPasswordAnswer,
  RevokeSessionsAnswer,
  SearchUserAnswer,
  UnRegisterAnswer,
  UpdateUserInfoByManageAnswer,
} from './users.answers';

const tags = ['users'];
const role = Type.Optional(
  Type.Union([Type.Literal('student'), Type.Literal('teacher'), Type.Literal('admin')]),
);

/** Fields of one new account, shared by AddUserByAdmin and AddStudentOrganizaionRange. */
export const newUserSchema = Type.Object({
  name: text(50),
  realName: text(200),
  passWord: optText(50),
  phone: optText(20),
  role,
  marjorName: optText(100),
  schoolShortNameEN: optText(50),
  province: optText(20),
  classID: Type.Optional(id()),
  className: optText(100),
});

/** User administration under /VERace/User (teachers: their students; admins: everyone). */
export function userAdminRoutes(admin: UserAdminService): Feature {
  const parts = [listAddRoutes, editRoutes, accessRoutes].map((part) => part(admin));
  return (app, ctx) => {
    for (const part of parts) part(app, ctx);
  };
}

/** The users list, and new accounts one by one or a class at a time. */
function listAddRoutes(admin: UserAdminService): Feature {
  return (app) => {
    endpoint(
      app,
      {
        url: '/VERace/User/SearchUser',
        methods: ['GET', 'POST'],
        tags,
        summary: '用户列表（searchKey、分页）：data = { total, list }',
        params: Type.Object({ searchKey: optText(100), ...paging }),
        data: SearchUserAnswer,
        guard: requireManager,
      },
      (p, r) => {
        const { limit, offset } = page(p);
        return admin.search(currentManager(r), { searchKey: p.searchKey }, limit, offset);
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/User/AddUserByAdmin',
        methods: ['POST'],
        tags,
        summary: '添加用户（教师只能添加学生；未给密码时为默认密码）',
        params: newUserSchema,
        data: AddUserByAdminAnswer,
        guard: requireManager,
      },
      (p, r) => admin.add(currentManager(r), p),
    );

    endpoint(
      app,
      {
        url: '/VERace/User/AddStudentOrganizaionRange',
        methods: ['POST'],
        tags,
        summary: '批量添加学生到班级：data = { successnum, failnum, errors }',
        params: Type.Object({
          classID: Type.Optional(id()),
          className: optText(100),
          users: Type.Array(newUserSchema, { maxItems: 1000 }),
        }),
        data: AddStudentOrganizaionRangeAnswer,
        guard: requireManager,
      },
      async (p, r) => {
        const actor = currentManager(r);
        const errors: { row: number; name: string; msg: string }[] = [];
        let successnum = 0;
        for (const [i, u] of p.users.entries()) {
          try {
            await admin.add(actor, {
              ...u,
              role: 'student',
              classID: p.classID,
              className: p.className ?? u.className,
            });
            successnum += 1;
          } catch (error) {
            errors.push({ row: i + 1, name: u.name, msg: (error as Error).message });
          }
        }
        return { successnum, failnum: errors.length, errors };
      },
    );
  };
}

/** A user's details changed, or users deleted. */
function editRoutes(admin: UserAdminService): Feature {
  return (app) => {
    endpoint(
      app,
      {
        url: '/VERace/User/UpdateUserInfoByManage',
        methods: ['POST'],
        tags,
        summary: '管理员修改用户资料',
        params: Type.Object({
          userID: id(),
          realName: optText(100),
          phone: optText(20),
          marjorName: optText(100),
          schoolShortNameEN: optText(50),
          province: optText(20),
        }),
        data: UpdateUserInfoByManageAnswer,
        guard: requireManager,
      },
      async (p, r) => {
        await admin.update(currentManager(r), p);
        return true;
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/User/DeteleUserInfo',
        methods: ['POST'],
        tags,
        summary: '删除用户（listUserId 数组或逗号分隔）；完成后推送 DeleteProgress',
        params: Type.Object({ listUserId: idList() }),
        data: DeteleUserInfoAnswer,
        guard: requireManager,
      },
      (p, r) => admin.remove(currentManager(r), toIds(p.listUserId)),
    );
  };
}

/** Signing in: a new password, the lock lifted, the account closed, the sessions ended. */
function accessRoutes(admin: UserAdminService): Feature {
  return (app) => {
    endpoint(
      app,
      {
        url: '/VERace/User/ResetPassword',
        methods: ['POST', 'GET'],
        tags,
        summary: '重置用户密码（未给 newPassword 时为默认密码），data.password 为新密码',
        params: Type.Object({ userID: id(), newPassword: optText(50) }),
        data: ResetPasswordAnswer,
        guard: requireManager,
      },
      async (p, r) => ({
        password: await admin.resetPassword(currentManager(r), p.userID, p.newPassword),
      }),
    );

    endpoint(
      app,
      {
        url: '/VERace/User/ResetLoginWrong',
        methods: ['POST', 'GET'],
        tags,
        summary: '清除登录失败次数并解除锁定',
        params: Type.Object({ userID: id() }),
        data: ResetLoginWrongAnswer,
        guard: requireManager,
      },
      async (p, r) => {
        await admin.resetLoginWrong(currentManager(r), p.userID);
        return true;
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/User/UnRegister',
        methods: ['POST'],
        tags,
        summary: '注销用户账户（释放手机号，结束其会话）',
        params: Type.Object({ userID: id() }),
        data: UnRegisterAnswer,
        guard: requireManager,
      },
      async (p, r) => {
        await admin.unregister(currentManager(r), p.userID);
        return true;
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/User/RevokeSessions',
        methods: ['POST'],
        tags,
        summary: '结束某用户的全部会话（仅系统管理员），data 为结束的会话数',
        params: Type.Object({ userID: id() }),
        data: RevokeSessionsAnswer,
        guard: requireAdmin,
      },
      (p, r) => admin.revokeSessions(currentAdmin(r), p.userID),
    );
  };
}
