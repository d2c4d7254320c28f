import type { Feature } from '../feature';
import { ok } from '../../http/envelope';
import { OutboxSmsGateway } from './sms-gateway';

/**
 * GET /demo/sms-outbox: the latest messages of the local SMS outbox (newest first), so the demo
 * shows registration and login codes. Answers an empty list when a real provider is configured.
 * Not mounted in production.
 */
export const smsRoutes: Feature = (app, ctx) => {
  if (ctx.config.production) return;
  app.get('/demo/sms-outbox', { schema: { tags: ['demo'] } }, async () =>
    ok(ctx.sms instanceof OutboxSmsGateway ? ctx.sms.recent() : []),
  );
};
