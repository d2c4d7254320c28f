import type { Feature } from './feature';
import { avatarsFeature } from './avatars';
import { combinesFeature } from './combines';
import { consulFeature } from './consul';
import { contestsFeature } from './contests';
import { foulsFeature } from './fouls';
import { forexTradeFeature } from './forex-trade';
import { forexQuoteHubFeature } from './forex-quote-hub';
import { futuresFeature } from './futures';
import { hkFeature } from './hk';
import { optionsFeature } from './options';
import { marginFeature } from './margin';
import { healthRoutes } from './health';
import { identityRoutes } from './identity';
import { intradayFeature } from './intraday';
import { labelsFeature } from './labels';
import { oplogFeature } from './oplog';
import { portalRoutes } from './portal';
import { quotationFeature } from './quotation';
import { rankingsFeature } from './rankings';
import { scenariosFeature } from './scenarios';
import { robotFaqFeature } from './robot-faq';
import { smsRoutes } from './sms';
import { stockPickFeature } from './stockpick';
import { teamsFeature } from './teams';
import { tradingFeature } from './trading';
import { trainingFeature } from './training';
import { trainingExamsFeature } from './training-exams';
import { trainingReplayFeature } from './training-replay';
import { usersFeature } from './users';

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
