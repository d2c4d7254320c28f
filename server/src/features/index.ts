import type { Feature } from './feature';
import { avatarsFeature } from './avatars/avatars.feature';
import { combinesFeature } from './combines/combines.feature';
import { consulFeature } from './consul/consul.routes';
import { contestsFeature } from './contests/contests.feature';
import { foulsFeature } from './fouls/fouls.feature';
import { forexTradeFeature } from './forex-trade/forex-trade.routes';
import { forexQuoteHubFeature } from './forex-quote-hub/forex-quote-hub.feature';
import { futuresFeature } from './futures/futures.feature';
import { hkFeature } from './hk/hk.routes';
import { optionsFeature } from './options/options.feature';
import { marginFeature } from './margin/margin.feature';
import { healthRoutes } from './health/health.routes';
import { identityRoutes } from './identity/identity.routes';
import { intradayFeature } from './intraday/intraday.feature';
import { labelsFeature } from './labels/labels.feature';
import { oplogFeature } from './oplog/oplog.routes';
import { portalRoutes } from './portal/portal.routes';
import { quotationFeature } from './quotation/quotation.feature';
import { rankingsFeature } from './rankings/rankings.feature';
import { scenariosFeature } from './scenarios/scenarios.routes';
import { robotFaqFeature } from './robot-faq/robot-faq.routes';
import { smsRoutes } from './sms/sms.routes';
import { stockPickFeature } from './stockpick/stockpick.feature';
import { teamsFeature } from './teams/teams.feature';
import { tradingFeature } from './trading/trading.feature';
import { trainingFeature } from './training/training.feature';
import { trainingExamsFeature } from './training-exams/training-exams.feature';
import { trainingReplayFeature } from './training-replay/training-replay.feature';
import { usersFeature } from './users/users.feature';

export type { Feature } from './feature';

/** Every feature, in registration order. */
export const features: Feature[] = [
  healthRoutes,
  portalRoutes,
  identityRoutes,
  smsRoutes,
  usersFeature,
  avatarsFeature,
  labelsFeature,
  oplogFeature,
  consulFeature,
  robotFaqFeature,
  quotationFeature,
  forexQuoteHubFeature,
  tradingFeature,
  futuresFeature,
  hkFeature,
  forexTradeFeature,
  optionsFeature,
  marginFeature,
  intradayFeature,
  contestsFeature,
  teamsFeature,
  combinesFeature,
  rankingsFeature,
  scenariosFeature,
  foulsFeature,
  trainingFeature,
  trainingExamsFeature,
  trainingReplayFeature,
  stockPickFeature,
];
