import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { IDENTITY_TEXT } from '../../domain/identity';
import { TRAINING_ROLES as R } from '../../domain/training';
import { QUESTION_TEMPLATE_HEADERS } from '../../domain/training/exams';
import { badRequest } from '../../http/app-error';
import { endpoint } from '../../http/endpoint';
import { envelopeSchema } from '../../http/envelope';
import { importJobsOf } from '../../http/import-jobs';
import { XLSX_TYPE, buildWorkbook, sendFile } from '../../http/xlsx';
import { readSheetRowsStreaming, SheetRefused } from '../../http/xlsx-read';
import { trainingCaller, trainingGuard, TRAINING_PREFIX } from '../training';
import { pushQueued } from '../users';
import { runQuestionImport } from './question-import';
import { OutPutQuestionTemplateAnswer } from './training-exams.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/Question`;
export const MAX_ROWS = 1000;
const TEMPLATE_NAME = '试题导入模板.xlsx';

/** The template's example rows: one single-choice, one multiple-choice, one true-false. */
const TEMPLATE_EXAMPLES = [
  [
    '单选题',
    '',
    '简单',
    'A股的交收制度是？',
    'T+0',
    'T+1',
    'T+2',
    'T+3',
    '',
    '',
    'B',
    '当日买入次日可卖。',
  ],
  ['多选题', '', '中等', '属于技术指标的有？', 'MACD', '市净率', 'KDJ', 'RSI', '', '', 'ABD', ''],
  ['判断题', '', '简单', '印花税只在卖出时收取。', '', '', '', '', '', '', '正确', '单边征收。'],
];

/** /questionsManage/importQuestion: the template and the import (admins and teachers). */
export async function questionImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  templateRoute(app);
  await importRoute(app, ctx);
}

/** The template to fill in. */
function templateRoute(app: FastifyInstance): void {
  endpoint(
    app,
    {
      url: `${base}/OutPutQuestionTemplate`,
      methods: ['GET'],
      tags,
      summary: `下载模板：${TEMPLATE_NAME}`,
      params: Type.Object({}),
      data: OutPutQuestionTemplateAnswer,
      guard: trainingGuard(R.ADMIN_AND_TEACHER),
    },
    (_p, _r, reply) =>
      buildWorkbook('试题', QUESTION_TEMPLATE_HEADERS, TEMPLATE_EXAMPLES).then((b) =>
        sendFile(reply, TEMPLATE_NAME, XLSX_TYPE, b),
      ),
  );
}

/** A filled-in template read, then imported by the server's import queue. */
async function importRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const jobs = importJobsOf(ctx);
  // Multipart parsing stays inside this child scope (as the user import does).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
    scope.post(
      `${base}/ImportQuestionByExcel`,
      {
        schema: {
          tags,
          summary: '从模板批量导入试题（multipart: file）；进度以 ImportProgress 推送',
          consumes: ['multipart/form-data'],
          // Hand-declared (an upload is no endpoint() call): rows read and the jobs ahead.
          response: {
            200: envelopeSchema(Type.Object({ total: Type.Integer(), queued: Type.Integer() })),
          },
        },
        preValidation: trainingGuard(R.ADMIN_AND_TEACHER),
      },
      async (request, reply) => {
        const actor = trainingCaller(request, R.ADMIN_AND_TEACHER);
        const part = await request.file().catch(() => undefined);
        if (!part) throw badRequest('缺少必填参数：file');
        const buffer = await part.toBuffer();
        // Read streaming within the limits (size before any row, at most MAX_ROWS rows), then
        // stored by the server's import queue, one import at a time (issue 35).
        const rows = await jobs
          .read(() => readSheetRowsStreaming(buffer, { maxRows: MAX_ROWS }))
          .catch((error: unknown) => {
            throw badRequest(
              error instanceof SheetRefused ? error.message : IDENTITY_TEXT.IMPORT_BAD_FILE,
            );
          });
        if (rows.length === 0) throw badRequest(IDENTITY_TEXT.IMPORT_EMPTY);
        const ahead = jobs.submit(
          () =>
            runQuestionImport({
              db: ctx.db,
              hub: ctx.hub,
              actor,
              rows,
              now: () => ctx.clock.now(),
            }),
          (error) => request.log.error({ err: error }, 'question import failed'),
        );
        if (ahead > 0) pushQueued(ctx.hub, actor.id, rows.length);
        return reply.send({
          isOK: true,
          retCode: 0,
          msg: '成功',
          data: { total: rows.length, queued: ahead },
        });
      },
    );
  });
}
