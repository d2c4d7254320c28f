import type { Feature } from './feature';
import { healthRoutes } from './health/health.routes';
import { identityRoutes } from './identity/identity.routes';
import { portalRoutes } from './portal/portal.routes';
import { smsRoutes } from './sms/sms.routes';
import { usersFeature } from './users/users.feature';

export type { Feature } from './feature';

/** Every feature, in registration order. */
export const features: Feature[] = [
  healthRoutes,
  portalRoutes,
  identityRoutes,
  smsRoutes,
  usersFeature,
];
