import multipart, { type MultipartFields } from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { IDENTITY_TEXT as T } from '../../domain/identity';
import { badRequest } from '../../http/app-error';
import { currentManager, requireManager } from '../../http/auth';
import { envelopeSchema } from '../../http/envelope';
import { importJobsOf, type ImportJobs } from '../../http/import-jobs';
import { readSheetRowsStreaming, SheetRefused } from '../../http/xlsx-read';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Feature } from '../feature';
import { WorkerPasswordHasher } from './import-hasher';
import type { UserAdminRepository } from './user-admin.repository';
import { UserAdminService } from './user-admin.service';
import { pushQueued, runImport } from './user-import';

const tags = ['users'];
/** Rows one user import may hold, and the upload's size (spec §8 import; issue 35). */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;

/**
 * POST /VERace/User/ImportUserByExcel: the upload is read streaming within its limits (size
 * before any row, then at most MAX_IMPORT_ROWS rows), the answer comes at once, and the rows are
 * added by the server's import queue (one import at a time) with ImportProgress pushes. Imported
 * passwords are hashed in a worker thread, off the event loop.
 */
export function userImportRoute(repo: UserAdminRepository): Feature {
  return async (app, ctx) => {
    // The user service of the imports: the same, with its passwords hashed in a worker.
    const hasher = new WorkerPasswordHasher(ctx.config.identity.bcryptRounds);
    const importer = new UserAdminService(repo, { ...ctx.identity, hasher }, ctx.hub, ctx.clock);
    const jobs = importJobsOf(ctx);
    app.addHook('onClose', async () => {
      await jobs.idle();
      await hasher.close();
    });
    // Multipart parsing stays inside this child scope so other features may register their own.
    await app.register(async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1 },
      });
      scope.post(
        '/VERace/User/ImportUserByExcel',
        {
          schema: {
            tags,
            summary: `从模板批量导入学生（multipart: file, className；至多${MAX_IMPORT_ROWS}行）；进度以 ImportProgress 推送`,
            consumes: ['multipart/form-data'],
            // Hand-declared (an upload is no endpoint() call): rows read and the jobs ahead.
            response: {
              200: envelopeSchema(
                Type.Object({
                  total: Type.Integer(),
                  classname: Type.String(),
                  queued: Type.Integer(),
                }),
              ),
            },
          },
          preValidation: requireManager,
        },
        importHandler(ctx, importer, jobs),
      );
    });
  };
}

/**
 * The upload's answer: the rows read at once (a refusal when unreadable or empty), the import
 * queued, and a first progress push when it waits behind another.
 */
function importHandler(ctx: AppContext, importer: UserAdminService, jobs: ImportJobs) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = currentManager(request);
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest('缺少必填参数：file');
    const buffer = await part.toBuffer();
    const className = classNameOf(part.fields);
    const rows = await jobs
      .read(() => readSheetRowsStreaming(buffer, { maxRows: MAX_IMPORT_ROWS }))
      .catch((error: unknown) => {
        throw badRequest(error instanceof SheetRefused ? error.message : T.IMPORT_BAD_FILE);
      });
    if (rows.length === 0) throw badRequest(T.IMPORT_EMPTY);
    const ahead = jobs.submit(
      () =>
        runImport({
          db: ctx.db,
          hub: ctx.hub,
          admin: importer,
          actor,
          rows,
          className,
          now: () => ctx.clock.now(),
        }),
      (error) => request.log.error({ err: error }, 'user import failed'),
    );
    if (ahead > 0) pushQueued(ctx.hub, actor.id, rows.length, className);
    return reply.send({
      isOK: true,
      retCode: 0,
      msg: '成功',
      data: { total: rows.length, classname: className, queued: ahead },
    });
  };
}

/** The class the upload names (its `className` field), bounded; empty when none. */
function classNameOf(fields: MultipartFields): string {
  const field = fields.className;
  return field && !Array.isArray(field) && field.type === 'field'
    ? String(field.value).trim().slice(0, 100)
    : '';
}
