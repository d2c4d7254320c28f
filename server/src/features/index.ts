import type { Feature } from './feature';
import { healthRoutes } from './health/health.routes';
import { portalRoutes } from './portal/portal.routes';

export type { Feature } from './feature';

/** Every feature, in registration order. */
export const features: Feature[] = [healthRoutes, portalRoutes];
