import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/db';
import { IDENTITY_TEXT as T } from '../../domain/identity';
import { forbidden, notFound } from '../../http/app-error';
import { currentUser, requireUser, type SessionUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id, optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { AddMatchOrgAnswer, GetMatchOrgListAnswer, SetMatchOrgTokenAnswer } from './users.answers';

const tags = ['users'];

/** One match-organisation link as answered. */
interface MatchOrgRow {
  userID: number;
  OrgID: string;
  Token: string;
  isCurrent: boolean;
  createTime: Date;
}

/** A user's own links, or anyone's for an admin. */
function assertSelfOrAdmin(me: SessionUser, userID: number): void {
  if (me.id !== userID && me.role !== 'admin') throw forbidden(T.FORBIDDEN);
}

/** An organisation id from its token when the caller gives none. */
const orgIdOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex').slice(0, 12);

/**
 * Match-organisation links (spec §3: userID, OrgID, Token): a user joins an organisation with
 * its token, lists the links and picks the current one.
 */
export function matchOrgRoutes(db: Db): Feature {
  return (app) => {
    endpoint(
      app,
      {
        url: '/VERace/User/GetMatchOrgList',
        methods: ['GET'],
        tags,
        summary: '用户的竞赛组织：data = [{ userID, OrgID, Token, isCurrent, createTime }]',
        params: Type.Object({ userID: id() }),
        data: GetMatchOrgListAnswer,
        guard: requireUser,
      },
      (p, r) => {
        assertSelfOrAdmin(currentUser(r), p.userID);
        return db.query<MatchOrgRow>(
          `SELECT user_id AS "userID", org_id AS "OrgID", token AS "Token",
             is_current AS "isCurrent", created_at AS "createTime"
           FROM match_orgs WHERE user_id = $1 ORDER BY id`,
          [p.userID],
        );
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/User/AddMatchOrg',
        methods: ['POST', 'GET'],
        tags,
        summary: '以组织令牌加入竞赛组织（OrgID 省略时由令牌生成）',
        params: Type.Object({ userID: id(), Token: text(200), OrgID: optText(64) }),
        data: AddMatchOrgAnswer,
        guard: requireUser,
      },
      async (p, r) => {
        assertSelfOrAdmin(currentUser(r), p.userID);
        const orgId = p.OrgID?.trim() || orgIdOf(p.Token);
        await db.query(
          `INSERT INTO match_orgs (user_id, org_id, token) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, org_id) DO UPDATE SET token = EXCLUDED.token`,
          [p.userID, orgId, p.Token],
        );
        return { userID: p.userID, OrgID: orgId };
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/User/SetMatchOrgToken',
        methods: ['POST', 'GET'],
        tags,
        summary: '设为当前竞赛组织',
        params: Type.Object({ userID: id(), OrgID: text(64) }),
        data: SetMatchOrgTokenAnswer,
        guard: requireUser,
      },
      async (p, r) => {
        assertSelfOrAdmin(currentUser(r), p.userID);
        return db.transaction(async (tx) => {
          const found = await tx.query(
            'SELECT 1 FROM match_orgs WHERE user_id = $1 AND org_id = $2',
            [p.userID, p.OrgID],
          );
          if (found.length === 0) throw notFound(T.ORG_NOT_FOUND);
          await tx.query('UPDATE match_orgs SET is_current = (org_id = $2) WHERE user_id = $1', [
            p.userID,
            p.OrgID,
          ]);
          return true;
        });
      },
    );
  };
}
