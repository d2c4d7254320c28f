import type { Feature } from '../feature';
import { histradeRoutes } from './histrade.routes';
import { kchartRoutes } from './kchart.routes';
import { replayRoutes } from './replay.routes';
import { timeSharRoutes } from './timeshar.routes';

/** TrainMarketReplay and TrainKChartTell of the training area's skill tools (issue 19). */
export const trainingReplayFeature: Feature = (app, ctx) => {
  replayRoutes(app, ctx);
  kchartRoutes(app, ctx);
  histradeRoutes(app, ctx);
  timeSharRoutes(app, ctx);
};
