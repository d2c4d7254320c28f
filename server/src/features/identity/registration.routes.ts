import { Type } from '@sinclair/typebox';
import { CODE_TYPES, isCodeType } from '../../domain/identity';
import { badRequest } from '../../http/app-error';
import { clientIp } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optInt, text } from '../../http/schemas';
import type { Feature } from '../feature';
import {
  ExistsNameAnswer,
  ExistsPhoneAnswer,
  ExistsnameorphoneAnswer,
  RegisterUserAnswer,
  SendVerifyCodeAnswer,
} from './identity.answers';

const tags = ['registration'];

/** Registration (spec §2 three steps) and its availability checks. */
export const registrationRoutes: Feature = (app, ctx) => {
  const { registration, codes } = ctx.identity;

  endpoint(
    app,
    {
      url: '/VERace/User/RegisterUser',
      methods: ['POST'],
      tags,
      summary: '注册学生账户（需 codeType 1 验证码）',
      params: Type.Object({
        name: text(50),
        realName: text(200),
        passWord: text(50),
        phone: text(20),
        phoneCode: text(10),
      }),
      data: RegisterUserAnswer,
    },
    (p) => registration.register(p),
  );

  endpoint(
    app,
    {
      url: '/VERace/User/ExistsName',
      methods: ['GET'],
      tags,
      summary: '用户名是否已存在（data 为 true 表示已存在）',
      params: Type.Object({ name: text(50) }),
      data: ExistsNameAnswer,
    },
    (p) => registration.nameExists(p.name),
  );

  endpoint(
    app,
    {
      url: '/VERace/User/ExistsPhone',
      methods: ['GET'],
      tags,
      summary: '手机号是否已绑定（data 为 true 表示已绑定）',
      params: Type.Object({ phone: text(20) }),
      data: ExistsPhoneAnswer,
    },
    (p) => registration.phoneExists(p.phone),
  );

  endpoint(
    app,
    {
      url: '/api/user/existsnameorphone',
      methods: ['GET'],
      tags,
      summary: '用户名或手机号是否已被使用（data 为 true 表示已存在）',
      params: Type.Object({ name: text(50) }),
      data: ExistsnameorphoneAnswer,
    },
    async (p) =>
      (await registration.nameExists(p.name)) || (await registration.phoneExists(p.name)),
  );

  endpoint(
    app,
    {
      url: '/VERace/User/SendVerifyCode',
      methods: ['GET', 'POST'],
      tags,
      summary: '发送验证码（codeType: 1注册，默认；3绑定手机；2登录；4找回密码）',
      params: Type.Object({ phone: text(20), codeType: optInt(1, 4) }),
      data: SendVerifyCodeAnswer,
    },
    async (p, request) => {
      const type = p.codeType ?? CODE_TYPES.REGISTER;
      if (!isCodeType(type)) throw badRequest('参数codeType取值不正确');
      await codes.send(p.phone.trim(), type, clientIp(request));
      return true;
    },
  );
};
