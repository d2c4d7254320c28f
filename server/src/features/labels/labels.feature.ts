import type { Feature } from '../feature';
import { labelUsersRoutes } from './label-users.routes';
import { labelsRoutes } from './labels.routes';

/** Every /VERace/Label call (spec §7): labels, membership, member lists and exports. */
export const labelsFeature: Feature = async (app, ctx) => {
  await labelsRoutes(app, ctx);
  await labelUsersRoutes(app, ctx);
};
