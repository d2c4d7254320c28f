import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';

interface LoginPayload {
  data?: { Token?: unknown; UserID?: unknown; Role?: unknown } & Record<string, unknown>;
}

/**
 * The train info of spec §3 (trainType, tpTypeID) of a student's running training, or nulls.
 * The project type's market type is the tpTypeID the match selection of spec §4 reads.
 */
export async function trainInfoOf(
  db: Queryable,
  userId: number,
): Promise<{ trainType: number | null; tpTypeID: number | null }> {
  const [row] = await db.query<{ train_type: number; market_type: number }>(
    `SELECT p.train_type, t.market_type FROM train_logs l
     JOIN tp_infos p ON p.tp_info_id = l.tp_info_id JOIN tp_types t ON t.tp_type_id = p.tp_type_id
     WHERE l.user_id = $1 AND l.ended_at IS NULL`,
    [userId],
  );
  return row
    ? { trainType: Number(row.train_type), tpTypeID: Number(row.market_type) }
    : { trainType: null, tpTypeID: null };
}

/**
 * Every answer carrying a student's session user info (the login calls of every mode) also
 * carries the train info, so a signed-in student with a running training gets its default match.
 */
export function addTrainInfoToLogins(app: FastifyInstance, db: Queryable): void {
  app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
    const data = (payload as LoginPayload | null)?.data;
    if (!data || typeof data.Token !== 'string' || data.Role !== 'student') return payload;
    const userId = Number(data.UserID);
    if (!Number.isInteger(userId) || userId <= 0) return payload;
    return { ...(payload as object), data: { ...data, ...(await trainInfoOf(db, userId)) } };
  });
}
