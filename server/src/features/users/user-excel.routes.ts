import { Type } from '@sinclair/typebox';
import { queryOne } from '../../db/db';
import { IDENTITY_TEXT as T } from '../../domain/identity';
import { notFound } from '../../http/app-error';
import { limited } from '../../http/call-limits';
import { currentManager, currentUser, requireManager, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optText, text } from '../../http/schemas';
import { XLSX_TYPE, buildWorkbook, fileStamp, sendFile } from '../../http/xlsx';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Feature } from '../feature';
import type { UserAdminRepository } from './user-admin.repository';
import type { UserAdminService } from './user-admin.service';
import { STUDENT_TEMPLATE_HEADERS, TEMPLATE_HEADERS } from './user-import';
import { userImportRoute } from './user-import.routes';
import { DownLoadTxtAnswer, OutPutUserListAnswer, TemplateAnswer } from './users.answers';

const tags = ['users'];

/**
 * The user Excel files: templates, bulk import with progress over the hub, the user list export
 * and the error-record download. Downloads accept the token as a `token` query parameter.
 */
export function userExcelRoutes(admin: UserAdminService, repo: UserAdminRepository): Feature {
  return async (app, ctx) => {
    templateRoutes(app);
    listFileRoutes(app, ctx, admin, repo);
    await userImportRoute(repo)(app, ctx);
  };
}

/** The import templates (all users, students). */
function templateRoutes(app: FastifyInstance): void {
  const template = (url: string, headers: string[], name: string) =>
    endpoint(
      app,
      {
        url,
        methods: ['GET'],
        tags,
        summary: `下载模板：${name}`,
        params: Type.Object({}),
        data: TemplateAnswer,
        guard: requireManager,
      },
      (_p, _r, reply) =>
        buildWorkbook('用户', headers, []).then((b) => sendFile(reply, name, XLSX_TYPE, b)),
    );
  template('/VERace/User/OutPutRegisterUserTemplate', TEMPLATE_HEADERS, '用户导入模板.xlsx');
  template(
    '/VERace/User/OutPutRegisterStudentTemplate',
    STUDENT_TEMPLATE_HEADERS,
    '学生导入模板.xlsx',
  );
}

/** The user list exported, and a generated file (import failures) downloaded by its owner. */
function listFileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  admin: UserAdminService,
  repo: UserAdminRepository,
): void {
  endpoint(
    app,
    {
      url: '/VERace/User/OutPutUserList',
      methods: ['GET'],
      tags,
      summary: '导出用户列表（searchKey）',
      params: Type.Object({ searchKey: optText(100) }),
      data: OutPutUserListAnswer,
      guard: limited(ctx, 'export', requireManager),
    },
    async (p, r, reply) => {
      const actor = currentManager(r);
      const { rows } = await repo.search(
        admin.filterFor(actor, { searchKey: p.searchKey }),
        100_000,
        0,
      );
      const book = await buildWorkbook(
        '用户列表',
        ['用户ID', '用户名', '真实姓名', '手机号', '角色', '专业', '学校简称', '班级', '省份'],
        rows.map((u) => [
          u.id,
          u.userName,
          u.realName,
          u.phone ?? '',
          u.role,
          u.majorName,
          u.schoolShortNameEN,
          u.className ?? '',
          u.province,
        ]),
      );
      return sendFile(reply, `用户列表-${fileStamp(ctx.clock.now())}.xlsx`, XLSX_TYPE, book);
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/User/DownLoadTxt',
      methods: ['GET'],
      tags,
      summary: '下载生成的文件（导入失败记录等），仅本人',
      params: Type.Object({ fileId: text(64) }),
      data: DownLoadTxtAnswer,
      guard: requireUser,
    },
    async (p, r, reply) => {
      const me = currentUser(r);
      const file = await queryOne<{ name: string; type: string; content: Uint8Array }>(
        ctx.db,
        `SELECT file_name AS name, content_type AS type, content FROM generated_files
         WHERE id = $1 AND (owner_id = $2 OR $3)`,
        [p.fileId, me.id, me.role === 'admin'],
      );
      if (!file) throw notFound(T.FILE_NOT_FOUND);
      return sendFile(reply, file.name, file.type, Buffer.from(file.content));
    },
  );
}
