import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { queryOne, type Db } from '../../db/db';
import { badRequest } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/auth';
import { REPLIED, endpoint } from '../../http/endpoint';
import { envelopeSchema, ok } from '../../http/envelope';
import { id } from '../../http/schemas';
import type { Feature } from '../feature';
import { AVATAR_TEXT, MAX_AVATAR_BYTES, avatarMime, avatarProblem } from './avatar-image';
import { GetHeaderAnswer } from './avatars.answers';

const tags = ['users'];
const GET_HEADER = '/VEResources/Files/GetHeader';

/** Where the page loads a user's avatar from; `v` changes with every upload. */
export const avatarUrl = (userId: number, version: number) =>
  `${GET_HEADER}?userID=${userId}&v=${version}`;

async function saveAvatar(db: Db, userId: number, bytes: Buffer): Promise<number> {
  const mime = avatarMime(bytes);
  const row = await queryOne<{ v: string }>(
    db,
    `INSERT INTO user_avatars (user_id, mime, content, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (user_id) DO UPDATE SET mime = $2, content = $3, updated_at = now()
     RETURNING (extract(epoch FROM updated_at) * 1000)::bigint AS v`,
    [userId, mime, bytes],
  );
  return Number(row?.v ?? Date.now());
}

/**
 * Avatars (spec §7 /VEResources/Files/SetHeader): a signed-in user uploads one image of their own
 * (PNG, JPEG, GIF or WebP judged by its bytes, at most 2 MiB); GetHeader serves it back with its
 * checked type, never sniffed, never as a page (data null while the user has none).
 */
export const avatarsFeature: Feature = async (app, ctx) => {
  await app.register(async (scope) => {
    // One file, one byte over the limit is enough to know it is too large.
    await scope.register(multipart, {
      limits: { fileSize: MAX_AVATAR_BYTES + 1, files: 1, fields: 2, parts: 3 },
    });
    scope.post(
      '/VEResources/Files/SetHeader',
      {
        schema: {
          tags,
          summary: '上传头像（multipart: file；PNG/JPG/GIF/WebP，≤2MB）',
          consumes: ['multipart/form-data'],
          // Hand-declared (an upload is no endpoint() call): the new avatar's address.
          response: { 200: envelopeSchema(Type.Object({ url: Type.String() })) },
        },
        preValidation: requireUser,
      },
      async (request, reply) => {
        const me = currentUser(request);
        let bytes: Buffer | null = null;
        let tooLarge = false;
        try {
          const part = await request.file();
          bytes = part ? await part.toBuffer() : null;
          tooLarge = part?.file.truncated ?? false;
        } catch (error) {
          // @fastify/multipart throws once the file passed the size limit; anything else is no file.
          tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
        }
        const problem = avatarProblem(bytes, tooLarge);
        if (problem || !bytes) throw badRequest(problem ?? AVATAR_TEXT.MISSING);
        const version = await saveAvatar(ctx.db, me.id, bytes);
        return reply.send(ok({ url: avatarUrl(me.id, version) }));
      },
    );
  });

  endpoint(
    app,
    {
      url: GET_HEADER,
      methods: ['GET'],
      tags,
      summary: '用户头像图片（userID，缺省为本人）',
      params: Type.Object({
        userID: Type.Optional(id()),
        v: Type.Optional(Type.String({ maxLength: 20 })),
      }),
      data: GetHeaderAnswer,
      guard: requireUser,
    },
    async (p, request, reply) => {
      const userId = p.userID ?? currentUser(request).id;
      const row = await queryOne<{ mime: string; content: Uint8Array }>(
        ctx.db,
        'SELECT mime, content FROM user_avatars WHERE user_id = $1',
        [userId],
      );
      // None yet: an ordinary answer (data null), so the page shows its default picture quietly.
      if (!row) return null;
      await reply
        .header('content-type', row.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'private, max-age=86400')
        .send(Buffer.from(row.content));
      return REPLIED;
    },
  );
};
