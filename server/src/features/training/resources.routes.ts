import { randomBytes } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { IDENTITY_TEXT } from '../../domain/identity';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_SIZE_LIMITS,
  TRAINING_ROLES as R,
  TRAINING_TEXT as T,
  contentTypeOf,
  releaseWindow,
  uploadRefusal,
  type ResourceCategory,
} from '../../domain/training';
import { badRequest, forbidden, notFound, refuse } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { envelopeSchema, ok } from '../../http/envelope';
import { id, optInt, optText, page, paging } from '../../http/schemas';
import type { FileStore } from './file-store';
import { ResourcesRepository } from './resources.repository';
import { trainingCaller, trainingGuard } from './training-guard';
import { TRAINING_PREFIX } from './training-prefix';
import {
  DeleteResourceAnswer,
  ResourceViewSchema,
  SearchResourcesAnswer,
} from './training.answers';

const tags = ['training'];
const base = `${TRAINING_PREFIX}/Resource`;
const category = () => Type.Union(RESOURCE_CATEGORIES.map((c) => Type.Literal(c)));

/** A multipart text field's value, bounded. */
function field(fields: Record<string, unknown>, name: string, max: number): string {
  const f = fields[name] as { type?: string; value?: unknown } | undefined;
  const v = f && f.type === 'field' ? String(f.value ?? '') : '';
  if (v.length > max || v.includes('\0')) throw badRequest(`参数${name}长度不能超过${max}个字符`);
  return v.trim();
}

/** Teaching resources: SearchResources, UploadResource (multipart, streamed), DeleteResource. */
export async function resourcesRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  store: FileStore,
): Promise<void> {
  listDeleteRoutes(app, ctx, store);
  await uploadRoute(app, ctx, store);
}

/** The resources a caller may see, and a resource deleted with its file. */
function listDeleteRoutes(app: FastifyInstance, ctx: AppContext, store: FileStore): void {
  const repo = new ResourcesRepository(ctx.db);
  endpoint(
    app,
    {
      url: `${base}/SearchResources`,
      methods: ['GET', 'POST'],
      tags,
      guard: trainingGuard(R.ANY),
      summary: '资源列表（类别、资源类型0-3、发布时间0-4、关键字、分页）',
      params: Type.Object({
        category: category(),
        resourceType: optInt(0, 3),
        releaseTime: optInt(0, 4),
        searchKey: optText(50),
        ...paging,
      }),
      data: SearchResourcesAnswer,
    },
    (p, r) => {
      const me = currentUser(r);
      return repo.search({
        category: p.category,
        resourceType: p.resourceType || undefined,
        ...releaseWindow(p.releaseTime ?? 0, ctx.clock.now()),
        searchKey: p.searchKey,
        viewer: { id: me.id, isAdmin: me.role === 'admin' },
        ...page(p),
      });
    },
  );

  endpoint(
    app,
    {
      url: `${base}/DeleteResource`,
      methods: ['POST'],
      tags,
      guard: trainingGuard(R.ADMIN_AND_TEACHER),
      summary: '删除资源（上传者或管理员）',
      params: Type.Object({ resourceID: id() }),
      data: DeleteResourceAnswer,
    },
    async (p, r) => {
      const me = currentUser(r);
      const res = await repo.byId(p.resourceID);
      if (!res) throw notFound(T.NOT_FOUND);
      if (me.role !== 'admin' && res.uploaderID !== me.id) throw forbidden(IDENTITY_TEXT.FORBIDDEN);
      const key = await ctx.db.transaction((tx) =>
        new ResourcesRepository(tx).delete(p.resourceID),
      );
      if (key) await store.remove(key);
      return true;
    },
  );
}

/** An upload: its fields, then the file streamed to the store, then the resource's rows. */
async function uploadRoute(app: FastifyInstance, ctx: AppContext, store: FileStore): Promise<void> {
  const repo = new ResourcesRepository(ctx.db);
  // Multipart parsing stays in this child scope; the file streams to the store, never into memory.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: RESOURCE_SIZE_LIMITS[3], files: 1, fields: 10, fieldSize: 4000 },
    });
    scope.post(
      `${base}/UploadResource`,
      {
        schema: {
          tags,
          summary:
            '上传资源（multipart：category、resourceType、title、shareType、description 在 file 之前）',
          consumes: ['multipart/form-data'],
          // Hand-declared (an upload is no endpoint() call): the stored resource.
          response: { 200: envelopeSchema(ResourceViewSchema) },
        },
        preValidation: trainingGuard(R.ADMIN_AND_TEACHER),
      },
      async (request) => {
        const me = trainingCaller(request, R.ADMIN_AND_TEACHER);
        const part = await request.file().catch(() => undefined);
        if (!part) throw badRequest(T.FILE_REQUIRED);
        const { cat, resourceType, shareType, title, description } = uploadFields(part);
        const fileId = randomBytes(12).toString('hex');
        const key = `resources/${fileId}`;
        const size = await store.put(key, part.file);
        const limit = RESOURCE_SIZE_LIMITS[resourceType as 1 | 2 | 3];
        if (part.file.truncated || size > limit) {
          await store.remove(key);
          throw refuse(T.FILE_TOO_LARGE);
        }
        const resourceID = await ctx.db.transaction(async (tx) => {
          const r = new ResourcesRepository(tx);
          await r.insertFile({
            fileId,
            fileName: part.filename,
            contentType: contentTypeOf(part.filename),
            sizeBytes: size,
            storageKey: key,
            by: me.id,
          });
          return r.insert({
            category: cat,
            resourceType,
            title,
            description,
            shareType,
            fileId,
            by: me.id,
          });
        });
        const stored = await repo.byId(resourceID);
        if (!stored) throw notFound(T.NOT_FOUND);
        return ok(stored);
      },
    );
  });
}

/** The upload's fields (sent before the file), or a refusal that drains the file. */
function uploadFields(part: MultipartFile) {
  const cat = field(part.fields, 'category', 10) as ResourceCategory;
  const resourceType = Number(field(part.fields, 'resourceType', 1));
  const shareType = Number(field(part.fields, 'shareType', 1) || '0');
  const title = field(part.fields, 'title', 100) || part.filename.replace(/\.[^.]+$/, '');
  const description = field(part.fields, 'description', 1000);
  const refusal =
    (RESOURCE_CATEGORIES.includes(cat) ? undefined : T.NOT_FOUND) ??
    uploadRefusal(resourceType, part.filename);
  if (refusal || ![0, 1, 2].includes(shareType) || !title) {
    part.file.resume();
    throw refuse(refusal ?? T.NAME_REQUIRED);
  }
  return { cat, resourceType, shareType, title, description };
}
