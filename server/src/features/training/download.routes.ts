import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { IDENTITY_TEXT } from '../../domain/identity';
import { TRAINING_TEXT as T, byteRange } from '../../domain/training';
import { forbidden, notFound } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { REPLIED, endpoint } from '../../http/endpoint';
import { text } from '../../http/schemas';
import { attachment } from '../../http/xlsx';
import type { FileStore } from './file-store';
import { ResourcesRepository } from './resources.repository';
import { DownloadFileByFileIdAnswer } from './training.answers';

/**
 * GET /VEResources/Office/DownloadFileByFileId (spec §7): streams a stored file, with byte ranges
 * so a video plays and seeks in the page (the token may come as a `token` query value there).
 */
export function downloadRoutes(app: FastifyInstance, ctx: AppContext, store: FileStore): void {
  const repo = new ResourcesRepository(ctx.db);
  endpoint(
    app,
    {
      url: '/VEResources/Office/DownloadFileByFileId',
      methods: ['GET'],
      tags: ['training'],
      summary: '下载或在线播放文件（支持 Range）',
      params: Type.Object({ fileId: text(64), inline: Type.Optional(Type.Boolean()) }),
      data: DownloadFileByFileIdAnswer,
    },
    async (p, r, reply) => {
      const me = currentUser(r);
      const file = await repo.file(p.fileId);
      if (!file) throw notFound(T.NOT_FOUND);
      const mine = file.created_by === me.id || file.uploader_id === me.id;
      const shared = (file.share_type ?? 0) > 0;
      if (!mine && !shared && me.role !== 'admin') throw forbidden(IDENTITY_TEXT.FORBIDDEN);
      const size = Number(file.size_bytes);
      const range = byteRange(r.headers.range, size);
      reply.header('Accept-Ranges', 'bytes');
      reply.header('Content-Type', file.content_type);
      reply.header('Content-Disposition', p.inline ? 'inline' : attachment(file.file_name));
      if (range === 'unsatisfiable') {
        reply.code(416).header('Content-Range', `bytes */${size}`).send();
        return REPLIED;
      }
      if (range) {
        reply.code(206);
        reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
        reply.header('Content-Length', String(range.end - range.start + 1));
        await reply.send(store.read(file.storage_key, range));
        return REPLIED;
      }
      reply.header('Content-Length', String(size));
      await reply.send(store.read(file.storage_key));
      return REPLIED;
    },
  );
}
