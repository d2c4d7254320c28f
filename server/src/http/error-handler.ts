import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError, TooManyCalls } from './app-error';
import { failure } from './envelope';

/** Generic text for failures the client must not see the details of. */
export const INTERNAL_ERROR_TEXT = '服务器繁忙，请稍后再试';

interface ValidationItem {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

/** Turns the first schema violation into a Chinese sentence naming the field. */
export function validationText(items: readonly ValidationItem[]): string {
  const first = items[0];
  if (!first) return '请求参数不正确';
  const fromPath = (first.instancePath ?? '').split('/').filter(Boolean).join('.');
  const params = first.params ?? {};
  const field = String(params.missingProperty ?? fromPath) || '请求';
  switch (first.keyword) {
    case 'required':
      return `缺少必填参数：${field}`;
    case 'type':
      return `参数${field}类型不正确`;
    case 'maxLength':
      return `参数${field}长度不能超过${String(params.limit)}个字符`;
    case 'minLength':
      return `参数${field}长度不能少于${String(params.limit)}个字符`;
    case 'maxItems':
      return `参数${field}最多${String(params.limit)}项`;
    case 'maximum':
      return `参数${field}不能大于${String(params.limit)}`;
    case 'minimum':
      return `参数${field}不能小于${String(params.limit)}`;
    case 'pattern':
    case 'format':
      return `参数${field}格式不正确`;
    case 'enum':
    case 'const':
      return `参数${field}取值不正确`;
    default:
      return `参数${field}不正确`;
  }
}

/**
 * Global error mapping: schema violations → 400 with a Chinese message, AppError → its status and
 * message, client errors Fastify raised (bad JSON, body too large) → their 4xx, and anything else →
 * 500 with a generic Chinese message and a log line. No stack ever reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send(failure(400, validationText(error.validation)));
    }
    if (isAppError(error)) {
      if (error instanceof TooManyCalls)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(failure(error.retCode, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const text =
        status === 413 ? '请求内容过大' : status === 415 ? '不支持的请求格式' : '请求格式不正确';
      return reply.code(status).send(failure(status, text));
    }
    request.log.error({ err: error, url: request.url }, 'unexpected error');
    return reply.code(500).send(failure(500, INTERNAL_ERROR_TEXT));
  });
}

/** Texts of the router's own refusals (a path Fastify cannot route at all). */
export const ROUTER_ERROR_TEXT = {
  PATH_TOO_LONG: '请求路径参数过长',
  BAD_PATH: '请求路径不正确',
} as const;

/**
 * Fastify's `frameworkErrors`: the router's refusals before any route runs (a path parameter
 * past maxParamLength, a path that is not valid URL text) answer in the envelope with a Chinese
 * message, instead of Fastify's raw `{ code: 'FST_ERR_MAX_PARAM_LENGTH', … }` body.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(failure(414, ROUTER_ERROR_TEXT.PATH_TOO_LONG));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send(failure(400, ROUTER_ERROR_TEXT.BAD_PATH));
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  void reply
    .code(status)
    .send(failure(status, status >= 500 ? INTERNAL_ERROR_TEXT : '请求格式不正确'));
}
