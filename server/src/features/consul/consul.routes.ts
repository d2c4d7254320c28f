import { createHmac } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { IDENTITY_TEXT as T } from '../../domain/identity';
import { forbidden } from '../../http/app-error';
import { currentUser, requireUser, type SessionUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import {
  CreatesecretbyloginnameAnswer,
  GetChatIsShowAnswer,
  GetConfigAnswer,
  QuerysecretAnswer,
} from './consul.answers';

/**
 * Settings served from configuration (customer-service chat switch, GetConfig keys) and the
 * robot chat secrets, derived from ROBOT_SECRET_KEY so every server process agrees.
 */
export const consulFeature: Feature = (app, ctx) => {
  const { services } = ctx.config;

  endpoint(
    app,
    {
      url: '/VERace/Consul/GetChatIsShow',
      methods: ['GET'],
      tags: ['consul'],
      summary: '是否显示在线客服',
      params: Type.Object({}),
      data: GetChatIsShowAnswer,
    },
    () => services.chatIsShow,
  );

  endpoint(
    app,
    {
      url: '/VERace/Consul/GetConfig',
      methods: ['GET'],
      tags: ['consul'],
      summary: '读取配置项（如 ChartTabCount），未知键 data 为 null',
      params: Type.Object({ key: text(100) }),
      data: GetConfigAnswer,
    },
    // Own keys only: `constructor`, `__proto__` and friends are absent, not Object's internals.
    (p) => (Object.hasOwn(services.consul, p.key) ? services.consul[p.key] : null),
  );

  const secretOf = (loginName: string): string =>
    createHmac('sha256', services.robotSecretKey).update(loginName).digest('hex').slice(0, 32);
  /** A user asks for their own secret; admins for anyone's. */
  const allowed = (me: SessionUser, loginName: string): void => {
    if (me.role !== 'admin' && me.userName.toLowerCase() !== loginName.toLowerCase()) {
      throw forbidden(T.FORBIDDEN);
    }
  };

  endpoint(
    app,
    {
      url: '/robot/querysecret',
      methods: ['GET'],
      tags: ['robot'],
      summary: '查询机器人聊天 secret：data = { loginName, secret }',
      params: Type.Object({ loginName: text(50) }),
      data: QuerysecretAnswer,
      guard: requireUser,
    },
    (p, r) => {
      allowed(currentUser(r), p.loginName);
      return { loginName: p.loginName, secret: secretOf(p.loginName) };
    },
  );

  endpoint(
    app,
    {
      url: '/robot/createsecretbyloginname',
      methods: ['GET', 'POST'],
      tags: ['robot'],
      summary: '创建机器人聊天 secret：data = { loginName, secret, userto }',
      params: Type.Object({ LoginName: text(50), Userto: optText(100) }),
      data: CreatesecretbyloginnameAnswer,
      guard: requireUser,
    },
    (p, r) => {
      allowed(currentUser(r), p.LoginName);
      return { loginName: p.LoginName, secret: secretOf(p.LoginName), userto: p.Userto ?? '' };
    },
  );
};
