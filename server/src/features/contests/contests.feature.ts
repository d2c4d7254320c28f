import type { Feature } from '../feature';
import { seedContestDemo } from './contest-demo';
import { enrolRoutes } from './enrol.routes';
import { manageRoutes } from './manage.routes';

/** Contests: admin management, contest info and enrolment; demo contests on a demo server. */
export const contestsFeature: Feature = async (app, ctx) => {
  await manageRoutes(app, ctx);
  await enrolRoutes(app, ctx);
  if (ctx.config.seedDemoData) {
    app.addHook('onReady', async () => {
      await seedContestDemo(ctx.db, ctx.clock.now());
    });
  }
};
