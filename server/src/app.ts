import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { features } from './features';
import { plainJson, type AnswerCheck } from './http/answers';
import { registerAuth } from './http/auth';
import { registerBoundary } from './http/boundary';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { lazyValidatorCompilers } from './http/lazy-validators';
import { requestSerializer } from './http/log-redact';
import { registerSecurityHeaders, socketSources } from './http/security-headers';
import { mountRealtime } from './http/realtime';
import { registerRequestParams } from './http/request-params';
import { readPortalManifest } from './features/portal';
import { registerStaticSite } from './static-site';

/**
 * Builds the platform server (`answerCheck`: tests check each answer against its schema).
 * Layering: external plugins → app plugins (errors, parameters,
 * caller) → feature routes → the static portal (last, so its page fallback never hides an API
 * route).
 */
export async function buildApp(
  ctx: AppContext,
  options: { answerCheck?: AnswerCheck } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      ctx.config.logLevel === 'silent'
        ? false
        : { level: ctx.config.logLevel, serializers: { req: requestSerializer } },
    logController: new LogController({ disableRequestLogging: !ctx.config.logRequests }),
    bodyLimit: 10 * 1024 * 1024,
    schemaController: { compilersFactory: lazyValidatorCompilers() },
    // The spec spells one service both /api/user and /api/User.
    routerOptions: { caseSensitive: false },
    // Behind nginx (cluster): the client address comes from X-Forwarded-For.
    trustProxy: ctx.config.trustProxy,
    // The router's own refusals (too-long path parameter, bad path) answer in the envelope.
    frameworkErrors,
    // A cluster process may start on a busy machine while others load the shared database.
    ...(ctx.config.cluster.enabled ? { pluginTimeout: 180_000 } : {}),
  });
  // Answers are sent as JSON.stringify writes them; their schemas document them (http/answers.ts).
  app.setSerializerCompiler(options.answerCheck?.compiler ?? plainJson);
  await registerSecurityHeaders(app, {
    portalConfigPath: ctx.config.portalConfigPath,
    // The forex detail page's quote socket may use other hosts (GetConfig ForexQuoteHosts).
    connectSources: socketSources(ctx.config.services.consul.ForexQuoteHosts),
  });
  await app.register(swagger, {
    openapi: { info: { title: '证券投资教学与模拟交易竞赛平台 API', version: '0.1.0' } },
  });
  // API docs: on in development, off in production unless ENABLE_DOCS=1.
  if (ctx.config.security.docs) await app.register(swaggerUi, { routePrefix: '/docs' });
  registerErrorHandler(app);
  registerRequestParams(app);
  registerBoundary(app);
  registerAuth(app, (token) => ctx.identity.sessions.authenticate(token));
  mountRealtime(app, ctx.realtime);
  for (const feature of features) await feature(app, ctx);
  await registerStaticSite(app, ctx.config.staticRoot, () =>
    readPortalManifest(ctx.config.portalConfigPath),
  );
  return app;
}
