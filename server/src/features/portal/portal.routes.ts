import { readPortalManifest } from './portal-manifest';
import type { Feature } from '../feature';

/** GET /portal/remotes.json: the manifest the shell boots from (remotes + licensed market sections). */
export const portalRoutes: Feature = (app, ctx) => {
  app.get('/portal/remotes.json', { schema: { tags: ['portal'] } }, async (_request, reply) => {
    const manifest = await readPortalManifest(ctx.config.portalConfigPath);
    return reply.header('cache-control', 'no-store').send(manifest);
  });
};
