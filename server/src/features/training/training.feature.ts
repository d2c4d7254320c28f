import path from 'node:path';
import { seedTrainingDemo } from '../../demo/training-demo';
import type { Feature } from '../feature';
import { downloadRoutes } from './download.routes';
import { DiskFileStore } from './file-store';
import { resourcesRoutes } from './resources.routes';
import { subjectsRoutes } from './subjects.routes';
import { casePanelsRoutes } from './case-panels.routes';
import { classesRoutes } from './classes.routes';
import { addTrainInfoToLogins } from './train-info.hook';
import { tpInfosRoutes } from './tp-infos.routes';
import { tpTypesRoutes } from './tp-types.routes';
import { trainLogRoutes } from './train-log.routes';

/** The training area's core calls (issue 17); other training features register their own. */
export const trainingFeature: Feature = async (app, ctx) => {
  const store = new DiskFileStore(path.join(ctx.config.dataDir, 'files'));
  tpTypesRoutes(app, ctx);
  tpInfosRoutes(app, ctx);
  trainLogRoutes(app, ctx);
  casePanelsRoutes(app, ctx);
  classesRoutes(app, ctx);
  await resourcesRoutes(app, ctx, store);
  downloadRoutes(app, ctx, store);
  subjectsRoutes(app, ctx);
  addTrainInfoToLogins(app, ctx.db);
  // Demo accounts are seeded before the app is built; the training area fills in once they exist.
  if (ctx.config.seedDemoData)
    app.addHook('onReady', () =>
      seedTrainingDemo(ctx.db, ctx.clock.now(), store).then(() => undefined),
    );
};
