import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { isSided, toYuan } from '../../domain/exchange';
import {
  isOpening,
  marginHeld,
  optionTermsOf,
  premiumOf,
  shortMarginLi,
} from '../../domain/options';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, optText, page, paging } from '../../http/schemas';
import type { Feature } from '../feature';
import { maxVolumeRoutes } from '../section-lists';
import {
  accountFor,
  snapshotOf,
  tradingOf,
  type TradingService,
  holdingValue,
  totalAssetsLi,
  valuationPrice,
} from '../trading';
import { parseOptionEffect } from './options-trade.routes';
import { optionOrderView, optionTypesOf, POS_SIDE_NAMES } from './views';
import {
  OptionsListRoutesAnswer,
  QueryAssetCapitalAnswer,
  QueryCurOrdListAnswer,
} from './options.answers';

const tags = ['options'];
export const accountParams = { ...accountSelectors, kind: optText(20) };
const r2 = (v: number) => Math.round(v * 100) / 100;

/** The option holdings of an account (of a section's kind), with their figures. */
export async function optionHoldings(svc: TradingService, accountId: number, kind?: string) {
  const a = await snapshotOf(svc, accountId);
  const types = optionTypesOf(kind);
  return [...a.positions.values()]
    .filter(isSided)
    .filter((h) => h.qty > 0 && types.includes(h.securityType))
    .map((h) => {
      const sec = svc.core.market.security(h.code, h.market);
      const t = optionTermsOf(sec);
      const unit = t?.unit ?? 1;
      const value = holdingValue(svc.core.market, h);
      const short = h.posSide !== 'L';
      // Open price: premium paid per unit (L) or received per unit (S).
      const openLi = short ? premiumOf(h) : h.cost;
      return {
        market: h.market,
        security: h.code,
        securityName: h.name || (sec?.name ?? ''),
        securityType: h.securityType,
        underlying: t?.underlying ?? '',
        optionType: t?.optionType ?? '',
        strike: t?.strike ?? 0,
        expiry: t?.expiry ?? '',
        posSide: h.posSide,
        posSideName: POS_SIDE_NAMES[h.posSide] ?? '',
        qty: h.qty,
        closableQty: h.sellable,
        frozenQty: h.frozen,
        avgPrice: Number((toYuan(openLi) / h.qty / unit).toFixed(4)),
        lastPrice: valuationPrice(svc.core.market, h),
        marketValue: toYuan(short ? premiumOf(h) + h.cost - value : value),
        floatingPL: toYuan(short ? value - h.cost : value - h.cost),
        margin: toYuan(marginHeld(h)),
        realisedPL: toYuan(h.realised),
      };
    });
}

/** Max volumes, capital, holdings and today's orders of the option sections (spec §7 SOQuery). */
export const optionsQueryRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const part of [optionsCapitalRoutes, optionsListRoutes]) part(ctx)(app, ctx);
  };

/** 最大可开 and the options account's capital. */
const optionsCapitalRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    maxVolumeRoutes(app, ctx, {
      tags,
      open: {
        url: '/VERace/SOQuery/QueryMaxOpenVolume',
        summary:
          '最大可开张数（side 1 买入开仓 / 2 卖出开仓）：data = { maxVolume, price, premiumPerContract, marginPerContract }',
      },
      close: {
        url: '/VERace/SOQuery/QueryMaxCloseVolume',
        summary:
          '最大可平张数（side 1 买入平仓 / 2 卖出平仓）：data = { maxVolume, price, premiumPerContract }',
      },
      terms: (sec) => optionTermsOf(sec) ?? undefined,
      // 开仓/备兑开仓 on the open call, 平仓/备兑平仓 on the close call.
      effect: (given, open) =>
        given !== undefined ? parseOptionEffect(given) : open ? 'open' : 'close',
      isOpening,
      figures: ({ svc, terms, quote, side, effect, price }) => {
        const env = { quote, underlying: svc.core.market.quote(terms.underlying) };
        return {
          premiumPerContract: r2(price * terms.unit),
          marginPerContract:
            effect === 'open' && side === 2
              ? toYuan(shortMarginLi(terms, env as Parameters<typeof shortMarginLi>[1], price, 1))
              : 0,
        };
      },
    });

    endpoint(
      app,
      {
        url: '/VERace/SOQuery/QueryAssetCapital',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '期权资金：data = { totalAssets, available, frozen, margin, rightsValue 权利仓市值, obligationsValue 义务仓市值, floatingPL, realisedPL, fees, riskRatio }',
        params: Type.Object(accountParams),
        data: QueryAssetCapitalAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const a = await snapshotOf(svc, ref.accountId);
        const rows = await optionHoldings(svc, ref.accountId);
        const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
        const margin = sum((r) => r.margin);
        const rights = sum((r) => (r.posSide === 'L' ? r.marketValue : 0));
        const obligations = sum((r) => (r.posSide !== 'L' ? r.marketValue : 0));
        const cash = toYuan(a.cash.available + a.cash.frozen);
        const equity = cash + margin + rights - obligations;
        return {
          assetAccount: a.accountId,
          totalAssets: toYuan(totalAssetsLi(svc.core.market, a)),
          equity: r2(equity),
          available: toYuan(a.cash.available),
          frozen: toYuan(a.cash.frozen),
          margin: r2(margin),
          rightsValue: r2(rights),
          obligationsValue: r2(obligations),
          floatingPL: r2(sum((r) => r.floatingPL)),
          realisedPL: toYuan(a.cash.realised),
          fees: toYuan(a.cash.fees),
          riskRatio: equity > 0 ? r2((margin / equity) * 100) : 0,
        };
      },
    );
  };

/** Holdings and the day's orders. */
const optionsListRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const [url, summary, closable] of [
      [
        '/VERace/SOQuery/QueryAssetPosition',
        '期权持仓（L 权利仓 / S 义务仓）：data = [{ security, posSide, posSideName, qty, closableQty, avgPrice, lastPrice, marketValue, floatingPL, margin }]',
        false,
      ],
      [
        '/VERace/SOQuery/QueryClosePosition',
        '可平仓持仓（可平数量大于 0）：data = [期权持仓]',
        true,
      ],
    ] as const)
      endpoint(
        app,
        {
          url,
          methods: ['GET', 'POST'],
          tags,
          summary,
          params: Type.Object(accountParams),
          data: OptionsListRoutesAnswer,
          guard: requireUser,
        },
        async (p, request) => {
          const svc = await tradingOf(ctx);
          const ref = await accountFor(svc, request, p, { managersMayRead: true });
          const rows = await optionHoldings(svc, ref.accountId, p.kind);
          return closable ? rows.filter((r) => r.closableQty > 0) : rows;
        },
      );

    endpoint(
      app,
      {
        url: '/VERace/SOQuery/QueryCurOrdList',
        methods: ['GET', 'POST'],
        tags,
        summary: '期权当日委托：data = { total, list }（含 actionName 买入开仓…、posSideName）',
        params: Type.Object({ ...accountParams, ...paging, isCanCancel: optInt(0, 1) }),
        data: QueryCurOrdListAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        return todayOrders(svc, ref.accountId, p.kind, p.isCanCancel === 1, page(p));
      },
    );
  };

/** Today's option orders of an account (a section's kind). */
export async function todayOrders(
  svc: TradingService,
  accountId: number,
  kind: string | undefined,
  cancellableOnly: boolean,
  paged: ReturnType<typeof page>,
) {
  const got = await svc.queries.orders({
    accountId,
    tradingDate: svc.core.market.now().tradingDate,
    securityTypes: optionTypesOf(kind),
    cancellableOnly,
    ...paged,
  });
  return {
    total: got.total,
    list: got.rows.map((o) =>
      optionOrderView(o, svc.core.market.security(o.code, o.market)?.derivative?.multiplier ?? 1),
    ),
  };
}
