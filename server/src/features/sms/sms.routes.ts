import type { Feature } from '../feature';
import { ok } from '../../http/envelope';
import { demoPagesEnabled, OutboxSmsGateway } from './sms-gateway';

/**
 * GET /demo/sms-outbox: the latest messages of the local SMS outbox (newest first), so the demo
 * shows registration and login codes. Answers an empty list when a real provider is configured.
 * It hands out every code, so it exists only on a demo server: demo data seeded, never in
 * production (seedDemoData is false there whatever DEMO_DATA says).
 */
export const smsRoutes: Feature = (app, ctx) => {
  if (!demoPagesEnabled(ctx.config)) return;
  app.get('/demo/sms-outbox', { schema: { tags: ['demo'] } }, async () =>
    ok(ctx.sms instanceof OutboxSmsGateway ? ctx.sms.recent() : []),
  );
};
