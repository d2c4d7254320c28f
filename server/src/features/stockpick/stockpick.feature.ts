import type { Feature } from '../feature';
import { f9Routes } from './f9.routes';
import { schemeRoutes } from './scheme.routes';
import { stockPickRoutes } from './stockpick.routes';

/**
 * Research: the conditional screener (/VEISP/StockPick, spec §7), schemes and backtests per
 * user, and the deep data (F9) of listed companies, over seeded fundamentals consistent with
 * the simulated market (server/API-research.md).
 */
export const stockPickFeature: Feature = async (app, ctx) => {
  await stockPickRoutes(ctx)(app, ctx);
  await schemeRoutes(ctx)(app, ctx);
  await f9Routes(ctx)(app, ctx);
};
