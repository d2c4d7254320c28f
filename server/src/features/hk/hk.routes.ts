import type { AppContext } from '../../context';
import { hkRules } from '../../domain/hk';
import { HK_SPREADS } from '../../domain/market/rules';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optInt } from '../../http/schemas';
import { Type } from '@sinclair/typebox';
import type { Feature } from '../feature';
import { accountFor } from '../trading/access';
import { tradingOf } from '../trading/trading-service';

/**
 * The HK connect sections' trade rules of the caller's contest: the reference rates CNY/HKD
 * (buy at the ask, sell at the bid reference), fee rates and the HKEX spread table. Orders,
 * max volumes, holdings and fills go through the stock calls; the `hk` asset class books them.
 */
export const hkRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/HKQuery/GetHKTradeRules',
        methods: ['GET', 'POST'],
        tags: ['hk'],
        summary:
          '港股通交易规则：data = { settlementCurrency, referenceRate: { buy, sell }, fees, spreadTable: [{ below, tick }] }',
        params: Type.Object({ userID: optInt(1), assetAccount: optInt(1) }),
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p);
        const rules = hkRules(await svc.core.settings(ref.matchId));
        return {
          matchID: ref.matchId,
          settlementCurrency: 'CNY',
          referenceRate: rules.referenceRate,
          fees: rules.fees,
          spreadTable: [
            ...HK_SPREADS.map(([below, tick]) => ({ below, tick })),
            { below: null, tick: 5 },
          ],
        };
      },
    );
  };

/** HK connect (港股通 HKMarkets, 沪深港通 HKStock): trade rules; orders go through the stock calls. */
export const hkFeature: Feature = async (app, ctx) => {
  await hkRoutes(ctx)(app, ctx);
};
