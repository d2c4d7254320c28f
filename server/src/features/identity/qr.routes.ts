import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { currentUser, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { demoPagesEnabled } from '../sms';
import { qrScanPage, qrScanPagePolicy } from './qr-scan-page';
import { QueryqrcodestatusAnswer, SaveqrcodeAnswer, ScanqrcodeAnswer } from './identity.answers';

const tags = ['identity'];

/**
 * QR login on the identity service (spec §3, §4): the browser saves a key and polls its status;
 * `scanqrcode` is what the phone app does (tests and the demo page use it).
 */
export const qrRoutes: Feature = (app, ctx) => {
  const { qr } = ctx.identity;

  endpoint(
    app,
    {
      url: '/identity/saveqrcode',
      methods: ['POST'],
      tags,
      summary:
        '登记二维码会话（状态 0），返回 Freq、APIUrl、Status、Info、服务器生成的 QRCodeKey 与仅发给本浏览器的 QRCodeSecret（客户端提交的 QRCodeKey 被忽略）',
      params: Type.Object({
        QRCodeKey: optText(64),
        QRCodeApplicationMark: optText(100),
        Type: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
        ClientIP: optText(64),
        IsSubLogin: Type.Optional(Type.Boolean()),
      }),
      data: SaveqrcodeAnswer,
    },
    (p) => qr.save(p),
  );

  endpoint(
    app,
    {
      url: '/identity/queryqrcodestatus',
      methods: ['GET'],
      tags,
      summary:
        '查询二维码状态：0等待 1已扫码 3失败 4已授权（4 时 data.User 为登录信息）；须带 saveqrcode 返回的 QRCodeSecret',
      params: Type.Object({ QRCodeKey: text(64), QRCodeSecret: optText(64) }),
      data: QueryqrcodestatusAnswer,
    },
    (p) => qr.query(p.QRCodeKey, p.QRCodeSecret ?? ''),
  );

  endpoint(
    app,
    {
      url: '/identity/scanqrcode',
      methods: ['POST'],
      tags,
      summary: '移动端扫码（Action: scan 扫码, confirm 确认登录, cancel 取消），需移动端登录令牌',
      params: Type.Object({
        QRCodeKey: text(64),
        Action: Type.Optional(
          Type.Union([Type.Literal('scan'), Type.Literal('confirm'), Type.Literal('cancel')]),
        ),
      }),
      data: ScanqrcodeAnswer,
      guard: requireUser,
    },
    (p, r) => qr.act(p.QRCodeKey, p.Action ?? 'confirm', currentUser(r).id),
  );

  // The stand-in for the phone app exists only on a demo server (demo data, never production).
  if (demoPagesEnabled(ctx.config)) {
    app.get(
      '/demo/qr-scan',
      {
        schema: {
          tags: ['demo'],
          summary: '演示用“手机扫码”页面',
          querystring: Type.Object({ key: text(64) }),
        },
      },
      async (request, reply) => {
        const { key } = request.query as { key: string };
        const nonce = randomBytes(16).toString('base64');
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', qrScanPagePolicy(nonce))
          .send(qrScanPage(key, nonce));
      },
    );
  }
};
