import { matchesSearchType } from '@portal/shared-kit/domain';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { cnyRateOf } from '../../domain/contests';
import { SIDE } from '../../domain/exchange';
import { keyOf } from '../../domain/market';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, optText, page, paging, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { accountFor, tradeError } from './access';
import { assetsView, positionView } from './asset-views';
import { maxVolumeOf } from './max-volume';
import type { AccountRecord } from './rows';
import { tradingOf, type TradingService } from './trading-service';
import {
  QueryCombineUserAssetsAnswer,
  QueryMaxBuyVolumeAnswer,
  QueryMaxSellVolumeAnswer,
  QuerySecurityAssetsAnswer,
  QueryUserAssetsAnswer,
  QueryUserInfoAnswer,
} from './trading.answers';

const tags = ['trading'];
const SECURITY_ILLEGAL = 60001;
const account = accountSelectors;

/** A consistent copy of an account, read in its queue. */
export async function snapshotOf(svc: TradingService, accountId: number): Promise<AccountRecord> {
  const a = await svc.core.store.run(accountId, async (x) => ({
    ...x,
    positions: new Map(x.positions),
    working: new Map(x.working),
  }));
  if (!a) throw tradeError(60016);
  return a;
}

/** Max volumes, holdings, asset accounts and asset summaries (QueryQuote is the quotation feature's). */
export const queryRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const part of [maxOrderVolumeRoutes, holdingAndUserRoutes, assetRoutes])
      part(ctx)(app, ctx);
  };

/** 最大可买/可卖: the order path's own limits for the ticket. */
const maxOrderVolumeRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    const secParams = Type.Object({
      ...account,
      security: text(30),
      market: optText(10),
      price: Type.Optional(Type.Number()),
    });
    endpoint(
      app,
      {
        url: '/TradeGW/Query/QueryMaxBuyVolume',
        methods: ['GET', 'POST'],
        tags,
        summary: '最大可买数量：data = { maxVolume }',
        params: secParams,
        data: QueryMaxBuyVolumeAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p);
        const sec = svc.core.market.security(p.security, p.market);
        if (!sec) throw tradeError(SECURITY_ILLEGAL);
        const q = svc.core.market.quote(keyOf(sec));
        const price = p.price ?? q?.asks[0]?.price ?? q?.last ?? 0;
        const a = await snapshotOf(svc, ref.accountId);
        return { maxVolume: await maxVolumeOf(svc.core, a, sec, SIDE.BUY, null, price) };
      },
    );
    endpoint(
      app,
      {
        url: '/TradeGW/Query/QueryMaxSellVolume',
        methods: ['GET', 'POST'],
        tags,
        summary: '最大可卖数量：data = { maxVolume }',
        params: secParams,
        data: QueryMaxSellVolumeAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p);
        const sec = svc.core.market.security(p.security, p.market);
        if (!sec) throw tradeError(SECURITY_ILLEGAL);
        const a = await snapshotOf(svc, ref.accountId);
        const q = svc.core.market.quote(keyOf(sec));
        const price = p.price ?? q?.bids[0]?.price ?? q?.last ?? 0;
        return { maxVolume: await maxVolumeOf(svc.core, a, sec, SIDE.SELL, null, price) };
      },
    );
  };

/** The account's holdings and the trader's own record. */
const holdingAndUserRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/TradeGW/Query/QuerySecurityAssets',
        methods: ['GET', 'POST'],
        tags,
        summary: '持仓：data = { total, list }',
        params: Type.Object({
          ...account,
          securityType: optInt(0, 99),
          market: optText(10),
          field: optText(30),
          sort: optText(10),
          ...paging,
        }),
        data: QuerySecurityAssetsAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p);
        const a = await snapshotOf(svc, ref.accountId);
        let list = [...a.positions.values()]
          .filter((x) => x.qty > 0 || x.frozen > 0)
          .filter((x) => !p.securityType || matchesSearchType(p.securityType, x.securityType))
          .filter((x) => !p.market || x.market === p.market.toUpperCase())
          .map((x) => positionView(svc.core.market, x));
        const field = p.field as keyof (typeof list)[number] | undefined;
        if (field && list[0] && field in list[0]) {
          const dir = /^(desc|1)$/i.test(p.sort ?? '') ? -1 : 1;
          list = list.sort((x, y) => (x[field] > y[field] ? dir : x[field] < y[field] ? -dir : 0));
        }
        const { limit, offset } = page(p);
        return { total: list.length, list: list.slice(offset, offset + limit) };
      },
    );
    endpoint(
      app,
      {
        url: '/TradeGW/HisQuery/QueryUserInfo',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '资金账户：data = { userID, assetAccounts: [{ assetType, accountid, matchID, currency }] }',
        params: Type.Object({ userID: optInt(1) }),
        data: QueryUserInfoAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p);
        const list = await svc.accountsOf(ref.userId);
        return {
          userID: ref.userId,
          assetAccounts: list.map((a) => ({
            assetType: 1,
            accountid: a.accountId,
            matchID: a.matchId,
            currency: a.currency,
          })),
        };
      },
    );
  };

/** The account's assets, alone and combined over a user's accounts. */
const assetRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    const assets = Type.Object({ UserID: optInt(1), assetAccount: optInt(1) });
    endpoint(
      app,
      {
        url: '/VERace/StockQuery/QueryUserAssets',
        methods: ['GET', 'POST'],
        tags,
        summary: '账户资产汇总',
        params: assets,
        data: QueryUserAssetsAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(
          svc,
          request,
          { userID: p.UserID, assetAccount: p.assetAccount },
          { managersMayRead: true },
        );
        return assetsView(svc.core.market, await snapshotOf(svc, ref.accountId));
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/StockQuery/QueryCombineUserAssets',
        methods: ['GET', 'POST'],
        tags,
        summary: '用户全部账户资产：data = { list, totalAssets }',
        params: assets,
        data: QueryCombineUserAssetsAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, { userID: p.UserID }, { managersMayRead: true });
        const list = [];
        let total = 0;
        // Read fresh: an HKD account opened by the HK sections bypasses accountsOf's cache.
        for (const a of await svc.core.accounts.ofUser(ref.userId)) {
          const view = assetsView(svc.core.market, await snapshotOf(svc, a.accountId));
          list.push(view);
          // An HKD (or USD) account counts in CNY at its contest's fixed rate (cnyRateOf).
          const { raw } = await svc.core.settings(a.matchId);
          total += view.totalAssets * cnyRateOf(raw)(a.currency);
        }
        return { list, totalAssets: Number(total.toFixed(3)) };
      },
    );
  };
