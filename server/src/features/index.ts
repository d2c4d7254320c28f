import type { Feature } from './feature';
import { combinesFeature } from './combines/combines.feature';
import { consulFeature } from './consul/consul.routes';
import { contestsFeature } from './contests/contests.feature';
import { foulsFeature } from './fouls/fouls.feature';
import { healthRoutes } from './health/health.routes';
import { identityRoutes } from './identity/identity.routes';
import { labelsFeature } from './labels/labels.feature';
import { oplogFeature } from './oplog/oplog.routes';
import { portalRoutes } from './portal/portal.routes';
import { quotationFeature } from './quotation/quotation.feature';
import { rankingsFeature } from './rankings/rankings.feature';
import { smsRoutes } from './sms/sms.routes';
import { teamsFeature } from './teams/teams.feature';
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
  contestsFeature,
  teamsFeature,
  combinesFeature,
  rankingsFeature,
  foulsFeature,
];
