import type { Feature } from '../feature';
import { kchartRoutes } from './kchart.routes';
import { replayRoutes } from './replay.routes';

/** TrainMarketReplay and TrainKChartTell of the training area's skill tools (issue 19). */
export const trainingReplayFeature: Feature = (app, ctx) => {
  replayRoutes(app, ctx);
  kchartRoutes(app, ctx);
};
