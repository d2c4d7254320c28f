import { Type } from '@sinclair/typebox';
import { currentManager, requireManager } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optText, page, paging } from '../../http/schemas';
import type { Feature } from '../feature';
import type { UserAdminRepository } from './user-admin.repository';
import type { UserAdminService } from './user-admin.service';
import {
  GetSchoolRelationAnswer,
  GetTotalUsersAnswer,
  SearchRegisterUserAnswer,
  SearchSchoolShortNameENAnswer,
} from './users.answers';

const tags = ['users'];

/** Read-only administration views: totals, schools, self-registered users. */
export function userInfoRoutes(admin: UserAdminService, repo: UserAdminRepository): Feature {
  return (app) => {
    endpoint(
      app,
      {
        url: '/VERace/User/GetTotalUsers',
        methods: ['GET'],
        tags,
        summary: '用户总数：data = { total, students, teachers, admins }',
        params: Type.Object({}),
        data: GetTotalUsersAnswer,
        guard: requireManager,
      },
      () => repo.totals(),
    );

    endpoint(
      app,
      {
        url: '/VERace/User/GetSchoolRelation',
        methods: ['GET'],
        tags,
        summary: '学校及其用户数：data = [{ schoolShortNameEN, userCount }]',
        params: Type.Object({}),
        data: GetSchoolRelationAnswer,
        guard: requireManager,
      },
      () => repo.schools(),
    );

    endpoint(
      app,
      {
        url: '/VERace/User/SearchSchoolShortNameEN',
        methods: ['GET'],
        tags,
        summary: '按关键字查学校简称：data = string[]',
        params: Type.Object({ searchKey: optText(50) }),
        data: SearchSchoolShortNameENAnswer,
        guard: requireManager,
      },
      (p) => repo.searchSchools(p.searchKey ?? ''),
    );

    endpoint(
      app,
      {
        url: '/VERace/User/SearchRegisterUser',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '自助注册用户：data = { total, list: [{ userID, realName, phone, marjorName, schoolShortNameEN }] }',
        params: Type.Object({ searchKey: optText(100), ...paging }),
        data: SearchRegisterUserAnswer,
        guard: requireManager,
      },
      async (p, r) => {
        const { limit, offset } = page(p);
        const res = await admin.search(
          currentManager(r),
          { searchKey: p.searchKey, selfRegisteredOnly: true },
          limit,
          offset,
        );
        return {
          total: res.total,
          list: res.list.map((u) => ({
            userID: u.userID,
            userName: u.userName,
            realName: u.realName,
            phone: u.phone,
            marjorName: u.marjorName,
            schoolShortNameEN: u.schoolShortNameEN,
          })),
        };
      },
    );
  };
}
