import { Type } from '@sinclair/typebox';
import { queryOne, type Queryable } from '../../db/db';
import {
  clientIp,
  currentUser,
  requireAdmin,
  requireUser,
  type SessionUser,
} from '../../http/auth';
import { beijingText } from '../../http/beijing-iso';
import { endpoint } from '../../http/endpoint';
import { envelopeSchema, ok } from '../../http/envelope';
import { optText, page, paging } from '../../http/schemas';
import type { Feature } from '../feature';
import { likePattern } from '../users';
import { SearchOperationLogAnswer } from './oplog.answers';

const tags = ['oplog'];

/** One operation log row as answered (createTime: a timestamp, sent as an ISO string). */
interface OperationLogRow {
  id: number;
  userID: number | null;
  appName: string;
  appVersion: string;
  ip: string;
  os: string;
  username: string;
  module: string;
  operation: string;
  content: string;
  operationTime: string;
  param1: string;
  createTime: Date;
}
const field = (max = 200) =>
  Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Number()]));

/** One operation-log entry as the portal sends it (spec §3). */
const entry = Type.Object({
  appName: field(),
  appVersion: field(50),
  ip: field(64),
  os: field(),
  username: field(100),
  module: field(),
  operation: field(),
  content: field(2000),
  operationTime: field(50),
  param1: field(),
});

type Entry = Record<string, string | number | undefined>;
const str = (v: string | number | undefined): string => (v === undefined ? '' : String(v));

/**
 * Who, from where and when come from the server: the session's user, the request's address and
 * the server clock (Beijing wall-clock text). The body's username, ip and operationTime are
 * accepted for the portal's sake and ignored: a client could otherwise forge them.
 */
async function insertEntry(
  tx: Queryable,
  me: SessionUser,
  origin: { ip: string; time: string },
  e: Entry,
): Promise<void> {
  await tx.query(
    `INSERT INTO operation_logs (user_id, app_name, app_version, ip, os, username, module,
       operation, content, operation_time, param1)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      me.id,
      str(e.appName),
      str(e.appVersion),
      origin.ip,
      str(e.os),
      me.userName,
      str(e.module),
      str(e.operation),
      str(e.content),
      origin.time,
      str(e.param1),
    ],
  );
}

/**
 * The operation log: any signed-in user appends entries (the user, address and time are taken
 * from the session, the request and the server clock, never from the body); system admins query
 * them.
 */
export const oplogFeature: Feature = (app, ctx) => {
  app.post(
    '/VERace/OnlineNumber/AddOperationLog',
    {
      schema: {
        tags,
        summary: '写操作日志（数组，通常一条；单个对象也接受），data 为写入条数',
        body: Type.Array(entry, { minItems: 1, maxItems: 50 }),
        response: { 200: envelopeSchema(Type.Integer()) },
      },
      preValidation: [
        requireUser,
        async (request) => {
          const body: unknown = request.body;
          if (body && typeof body === 'object' && !Array.isArray(body)) request.body = [body];
        },
      ],
    },
    async (r) => {
      const me = currentUser(r);
      const origin = { ip: clientIp(r), time: beijingText(ctx.clock.now()) };
      const entries = r.body as Entry[];
      // All entries or none: a bad entry never leaves the ones before it behind.
      await ctx.db.transaction(async (tx) => {
        for (const e of entries) await insertEntry(tx, me, origin, e);
      });
      return ok(entries.length);
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/OnlineNumber/SearchOperationLog',
      methods: ['GET', 'POST'],
      tags,
      summary: '查询操作日志（仅系统管理员）：data = { total, list }',
      params: Type.Object({ searchKey: optText(100), ...paging }),
      data: SearchOperationLogAnswer,
      guard: requireAdmin,
    },
    async (p) => {
      const { limit, offset } = page(p);
      const key = p.searchKey?.trim() ? likePattern(p.searchKey.trim()) : null;
      const filter = `($1::text IS NULL OR username ILIKE $1 OR module ILIKE $1
        OR operation ILIKE $1 OR content ILIKE $1)`;
      const count = await queryOne<{ n: number }>(
        ctx.db,
        `SELECT count(*)::int AS n FROM operation_logs WHERE ${filter}`,
        [key],
      );
      const list = await ctx.db.query<OperationLogRow>(
        `SELECT id, user_id AS "userID", app_name AS "appName", app_version AS "appVersion", ip,
           os, username, module, operation, content, operation_time AS "operationTime", param1,
           created_at AS "createTime"
         FROM operation_logs WHERE ${filter} ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [key, limit, offset],
      );
      return { total: count?.n ?? 0, list };
    },
  );
};
