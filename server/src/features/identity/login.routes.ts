import { Type } from '@sinclair/typebox';
import { CODE_TYPES, isCodeType, IDENTITY_TEXT as T } from '../../domain/identity';
import { badRequest, unauthorized } from '../../http/app-error';
import { clientIp, currentUser, requestToken, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optInt, optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { loginView } from './user-view';
import {
  IsFirstLoginAnswer,
  LoginAnswer,
  LoginByPhoneCodeAnswer,
  LoginByTokenAnswer,
  LogoutAnswer,
  RefreshTokenAnswer,
  SendPhoneCodeAnswer,
  TokenvalidityAnswer,
} from './identity.answers';

const tags = ['identity'];

/**
 * Sign-in calls of spec §7: account/password, phone code, token exchange, validity, refresh and
 * logout. Login answers carry the session user info (see server/API.md).
 */
export const loginRoutes: Feature = (app, ctx) => {
  for (const part of [signInRoutes, sessionRoutes]) part(app, ctx);
};

/** Signing in: by password, by SMS code, by token. */
const signInRoutes: Feature = (app, ctx) => {
  const { login, sessions, codes, users } = ctx.identity;
  endpoint(
    app,
    {
      url: '/api/user/login',
      methods: ['GET', 'POST'],
      tags,
      summary: '账号密码登录（账号为用户名或绑定手机号）',
      params: Type.Object({
        userName: optText(50),
        account: optText(50),
        passWord: optText(50),
        mac: optText(100),
        applicationMark: optText(100),
      }),
      data: LoginAnswer,
    },
    (p, request) =>
      login.loginByPassword(p.userName ?? p.account ?? '', p.passWord ?? '', clientIp(request)),
  );

  endpoint(
    app,
    {
      url: '/api/user/SendPhoneCode',
      methods: ['GET', 'POST'],
      tags,
      summary: '发送短信验证码（verificationType: 1注册 2登录 3绑定手机 4找回密码，默认2）',
      params: Type.Object({ phone: text(20), verificationType: optInt(1, 4) }),
      data: SendPhoneCodeAnswer,
    },
    async (p, request) => {
      const type = p.verificationType ?? CODE_TYPES.LOGIN;
      if (!isCodeType(type)) throw badRequest('参数verificationType取值不正确');
      await codes.send(p.phone.trim(), type, clientIp(request));
      return true;
    },
  );

  endpoint(
    app,
    {
      url: '/api/user/LoginByPhoneCode',
      methods: ['GET', 'POST'],
      tags,
      summary: '手机验证码登录',
      params: Type.Object({ mobilePhone: optText(20), phoneCode: optText(10) }),
      data: LoginByPhoneCodeAnswer,
    },
    (p, request) =>
      login.loginByPhoneCode(
        (p.mobilePhone ?? '').trim(),
        (p.phoneCode ?? '').trim(),
        clientIp(request),
      ),
  );

  endpoint(
    app,
    {
      url: '/api/Login/LoginByToken',
      methods: ['POST', 'GET'],
      tags,
      summary: '以有效令牌换取登录信息',
      params: Type.Object({ token: optText(200) }),
      data: LoginByTokenAnswer,
    },
    async (p, request) => {
      const token = p.token ?? requestToken(request);
      const session = token ? await sessions.authenticate(token) : undefined;
      const user = session ? await users.findById(session.id) : undefined;
      if (!session || !user) throw unauthorized(T.SESSION_TIMEOUT);
      return loginView(user, session, user.loginCount <= 1);
    },
  );
};

/** The session afterwards: validity, refresh, logout, first sign-in. */
const sessionRoutes: Feature = (app, ctx) => {
  const { sessions, account } = ctx.identity;
  endpoint(
    app,
    {
      url: '/api/User/tokenvalidity',
      methods: ['GET'],
      tags,
      summary: '令牌是否有效（data.valid）',
      params: Type.Object({}),
      data: TokenvalidityAnswer,
    },
    (_p, request) => ({
      valid: request.user !== null,
      expiresAt: request.user?.expiresAt.toISOString() ?? null,
    }),
  );

  endpoint(
    app,
    {
      url: '/VERace/User/RefreshToken',
      methods: ['GET', 'POST'],
      tags,
      summary: '延长当前会话（同一令牌）',
      params: Type.Object({}),
      data: RefreshTokenAnswer,
      guard: requireUser,
    },
    async (_p, request) => {
      const me = currentUser(request);
      const expiresAt = await sessions.refresh(me.token);
      return { Token: me.token, ExpiresAt: expiresAt.toISOString() };
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/User/Logout',
      methods: ['GET', 'POST'],
      tags,
      summary: '退出登录（结束当前会话）',
      params: Type.Object({}),
      data: LogoutAnswer,
    },
    async (_p, request) => {
      const token = requestToken(request);
      if (token) await sessions.revoke(token);
      return true;
    },
  );

  endpoint(
    app,
    {
      url: '/VERace/User/IsFirstLogin',
      methods: ['GET'],
      tags,
      summary: '是否首次登录',
      params: Type.Object({}),
      data: IsFirstLoginAnswer,
      guard: requireUser,
    },
    (_p, request) => account.isFirstLogin(currentUser(request)),
  );
};
