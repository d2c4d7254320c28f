import { Type } from '@sinclair/typebox';
import { IDENTITY_TEXT as T } from '../../domain/identity';
import { notFound } from '../../http/app-error';
import { endpoint } from '../../http/endpoint';
import { text } from '../../http/schemas';
import type { Feature } from '../feature';
import { ExpireSessionsAnswer } from './identity.answers';

/**
 * Test-only helpers, mounted only with ENABLE_TEST_ROUTES=1 (the e2e run): end every session of a
 * user so the portal meets an expired token.
 */
export const testRoutes: Feature = (app, ctx) => {
  if (!ctx.config.enableTestRoutes) return;
  endpoint(
    app,
    {
      url: '/test/expire-sessions',
      methods: ['POST'],
      tags: ['test'],
      summary: '（仅测试）结束某用户的全部会话，data 为结束的会话数',
      params: Type.Object({ userName: text(50) }),
      data: ExpireSessionsAnswer,
    },
    async (p) => {
      const user = await ctx.identity.users.findByName(p.userName);
      if (!user) throw notFound(T.USER_NOT_FOUND);
      return ctx.identity.sessions.revokeUser(user.id);
    },
  );
};
