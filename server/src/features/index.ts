import type { Feature } from './feature';
import { consulFeature } from './consul/consul.routes';
import { healthRoutes } from './health/health.routes';
import { identityRoutes } from './identity/identity.routes';
import { labelsFeature } from './labels/labels.feature';
import { oplogFeature } from './oplog/oplog.routes';
import { portalRoutes } from './portal/portal.routes';
import { quotationFeature } from './quotation/quotation.feature';
import { smsRoutes } from './sms/sms.routes';
import { tradingFeature } from './trading/trading.feature';
import { usersFeature } from './users/users.feature';

export type { Feature } from './feature';

/** Every feature, in registration order. */
export const features: Feature[] = [
  healthRoutes,
  portalRoutes,
  identityRoutes,
  smsRoutes,
  usersFeature,
  labelsFeature,
  oplogFeature,
  consulFeature,
  quotationFeature,
  tradingFeature,
];
