import { seedKlineDemoSets } from '../../demo/training-kline-sets-demo';
import type { Feature } from '../feature';
import { histradeRoutes } from './histrade.routes';
import { kchartRoutes } from './kchart.routes';
import { klineSetRoutes } from './kline-sets.routes';
import { replayRoutes } from './replay.routes';
import { timeSharRoutes } from './timeshar.routes';

/** TrainMarketReplay and TrainKChartTell of the training area's skill tools (issue 19). */
export const trainingReplayFeature: Feature = (app, ctx) => {
  replayRoutes(app, ctx);
  kchartRoutes(app, ctx);
  histradeRoutes(app, ctx);
  timeSharRoutes(app, ctx);
  klineSetRoutes(app, ctx);
  // The teacher's demo K-line sets, once the demo class exists (seeded before the app is built).
  if (ctx.config.seedDemoData)
    app.addHook('onReady', () => seedKlineDemoSets(ctx.db).then(() => undefined));
};
