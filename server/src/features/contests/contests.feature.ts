import type { Feature } from '../feature';
import { enrolRoutes } from './enrol.routes';
import { manageRoutes } from './manage.routes';

/** Contests: admin management, contest info and enrolment. */
export const contestsFeature: Feature = async (app, ctx) => {
  await manageRoutes(app, ctx);
  await enrolRoutes(app, ctx);
};
