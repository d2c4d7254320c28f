import type { Feature } from '../feature';
import { matchOrgRoutes } from './match-org.routes';
import { UserAdminRepository } from './user-admin.repository';
import { UserAdminService } from './user-admin.service';
import { userExcelRoutes } from './user-excel.routes';
import { userInfoRoutes } from './users-info.routes';
import { userAdminRoutes } from './users.routes';

/** User administration, match-organisation links and the user Excel files. */
export const usersFeature: Feature = async (app, ctx) => {
  const repo = new UserAdminRepository(ctx.db);
  const admin = new UserAdminService(repo, ctx.identity, ctx.hub, ctx.clock);
  await userAdminRoutes(admin)(app, ctx);
  await userInfoRoutes(admin, repo)(app, ctx);
  await matchOrgRoutes(ctx.db)(app, ctx);
  await userExcelRoutes(admin, repo)(app, ctx);
};
