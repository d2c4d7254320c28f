import type { Feature } from '../feature';

/** GET /health: liveness for ops and for the start script's readiness wait. */
export const healthRoutes: Feature = (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, uptime: { type: 'number' } },
            required: ['status', 'uptime'],
          },
        },
      },
    },
    async () => ({ status: 'ok', uptime: process.uptime() }),
  );
};
