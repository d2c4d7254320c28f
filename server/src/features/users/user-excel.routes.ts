import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { queryOne } from '../../db/db';
import { IDENTITY_TEXT as T } from '../../domain/identity';
import { badRequest, notFound } from '../../http/app-error';
import { currentManager, currentUser, requireManager, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optText, text } from '../../http/schemas';
import { XLSX_TYPE, buildWorkbook, fileStamp, readSheetRows, sendFile } from '../../http/xlsx';
import type { Feature } from '../feature';
import type { UserAdminRepository } from './user-admin.repository';
import type { UserAdminService } from './user-admin.service';
import { STUDENT_TEMPLATE_HEADERS, TEMPLATE_HEADERS, runImport } from './user-import';

const tags = ['users'];
const MAX_IMPORT_ROWS = 5000;

/**
 * The user Excel files: templates, bulk import with progress over the hub, the user list export
 * and the error-record download. Downloads accept the token as a `token` query parameter.
 */
export function userExcelRoutes(admin: UserAdminService, repo: UserAdminRepository): Feature {
  return async (app, ctx) => {
    const template = (url: string, headers: string[], name: string) =>
      endpoint(
        app,
        {
          url,
          methods: ['GET'],
          tags,
          summary: `下载模板：${name}`,
          params: Type.Object({}),
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

    endpoint(
      app,
      {
        url: '/VERace/User/OutPutUserList',
        methods: ['GET'],
        tags,
        summary: '导出用户列表（searchKey）',
        params: Type.Object({ searchKey: optText(100) }),
        guard: requireManager,
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

    // Multipart parsing stays inside this child scope so other features may register their own.
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
      scope.post(
        '/VERace/User/ImportUserByExcel',
        {
          schema: {
            tags,
            summary: '从模板批量导入学生（multipart: file, className）；进度以 ImportProgress 推送',
            consumes: ['multipart/form-data'],
          },
          preValidation: requireManager,
        },
        async (request, reply) => {
          const actor = currentManager(request);
          const part = await request.file().catch(() => undefined);
          if (!part) throw badRequest('缺少必填参数：file');
          const buffer = await part.toBuffer();
          const field = part.fields.className;
          const className =
            field && !Array.isArray(field) && field.type === 'field'
              ? String(field.value).trim().slice(0, 100)
              : '';
          const rows = await readSheetRows(buffer).catch(() => {
            throw badRequest(T.IMPORT_BAD_FILE);
          });
          if (rows.length === 0) throw badRequest(T.IMPORT_EMPTY);
          if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`单次最多导入${MAX_IMPORT_ROWS}条`);
          // The answer comes at once; the rows are added in the background with pushed progress.
          void runImport({
            db: ctx.db,
            hub: ctx.hub,
            admin,
            actor,
            rows,
            className,
            now: () => ctx.clock.now(),
          }).catch((error: unknown) => request.log.error({ err: error }, 'user import failed'));
          return reply.send({
            isOK: true,
            retCode: 0,
            msg: '成功',
            data: { total: rows.length, classname: className },
          });
        },
      );
    });
  };
}
