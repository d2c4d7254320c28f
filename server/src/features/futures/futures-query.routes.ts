import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { isSided, toYuan } from '../../domain/exchange';
import {
  closableLots,
  lotsBy,
  markOf,
  multiplierOf,
  termsOf,
  todayFor,
  ymd,
} from '../../domain/futures';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, optText, page, paging } from '../../http/schemas';
import type { Feature } from '../feature';
import { maxVolumeRoutes } from '../section-lists';
import {
  accountFor,
  snapshotOf,
  tradingOf,
  holdingValue,
  totalAssetsLi,
  valuationPrice,
} from '../trading';
import { futuresMarginYuan, marginRatePct, typesOf } from './contracts';
import { futuresListDate } from './trading-day';
import { parseEffect } from './futures-trade.routes';
import { futuresOrderView, SIDE_NAMES } from './views';
import {
  QueryAssetCapitalAnswer,
  QueryAssetPositionAnswer,
  QueryCurOrdListAnswer,
} from './futures.answers';

const tags = ['futures'];
const account = { ...accountSelectors, kind: optText(20) };
const r2 = (v: number) => Math.round(v * 100) / 100;

/** Max volumes, capital, holdings and today's orders of the futures sections (API-futures.md). */
export const futuresQueryRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const part of [futuresCapitalRoutes, futuresPositionRoute, futuresOrderListRoute])
      part(ctx)(app, ctx);
  };

/** 最大可开 and the futures account's capital, from the order path's own margin rule. */
const futuresCapitalRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    maxVolumeRoutes(app, ctx, {
      tags,
      open: {
        url: '/VERace/FuturesQuery/QueryMaxOpenVolume',
        summary:
          '最大可开手数（qty 手数可选）：data = { maxVolume, price, marginPerLot, margin, marginRate }',
      },
      close: {
        url: '/VERace/FuturesQuery/QueryMaxCloseVolume',
        summary:
          '最大可平手数（effect close/closeToday/closeYesterday）：data = { maxVolume, price, marginPerLot, margin, marginRate }',
      },
      terms: (sec) => (sec ? termsOf(sec) : undefined),
      effect: (given, open) => (open ? 'open' : given === undefined ? 'close' : parseEffect(given)),
      isOpening: (effect) => effect === 'open',
      // The margin the order path freezes (marginLi, the contest's marginRateAdd included): per
      // lot and for the lots asked; an open's side is buy L / sell S.
      figures: async ({ svc, account, sec, side, effect, price, qty }) => {
        const settings = await svc.core.settings(account.matchId);
        const posSide = (side === 1) === (effect === 'open') ? 'L' : 'S';
        return {
          marginPerLot: futuresMarginYuan(sec, posSide, price, 1, settings),
          margin: futuresMarginYuan(sec, posSide, price, qty, settings),
          marginRate: marginRatePct(sec, posSide, settings),
        };
      },
    });

    endpoint(
      app,
      {
        url: '/VERace/FuturesQuery/QueryAssetCapital',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '期货资金：data = { equity, available, frozen, margin, floatingPL, realisedPL, fees, riskRatio, totalAssets }',
        params: Type.Object(account),
        data: QueryAssetCapitalAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const a = await snapshotOf(svc, ref.accountId);
        let margin = 0;
        let floating = 0;
        for (const h of a.positions.values()) {
          if (h.qty <= 0 || !h.posSide || !termsOf(svc.core.market.security(h.code, h.market)))
            continue;
          margin += h.cost;
          floating += holdingValue(svc.core.market, h) - h.cost;
        }
        const cash = a.cash.available + a.cash.frozen;
        const equity = cash + margin + floating;
        return {
          assetAccount: a.accountId,
          equity: toYuan(equity),
          available: toYuan(a.cash.available),
          frozen: toYuan(a.cash.frozen),
          margin: toYuan(margin),
          floatingPL: toYuan(floating),
          realisedPL: toYuan(a.cash.realised),
          fees: toYuan(a.cash.fees),
          riskRatio: equity > 0 ? r2((margin / equity) * 100) : 0,
          totalAssets: toYuan(totalAssetsLi(svc.core.market, a)),
        };
      },
    );
  };

/** The futures holdings, marked to the market. */
const futuresPositionRoute =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/FuturesQuery/QueryAssetPosition',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '期货持仓（多空分列）：data = [{ security, posSide, qty, todayQty, yesterdayQty, closableQty, avgPrice, lastPrice, floatingPL, margin }]',
        params: Type.Object(account),
        data: QueryAssetPositionAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const a = await snapshotOf(svc, ref.accountId);
        const types = typesOf(p.kind);
        const day = futuresListDate(svc);
        return [...a.positions.values()]
          .filter(isSided)
          .filter((h) => h.qty > 0 && types.includes(h.securityType))
          .map((h) => {
            const sec = svc.core.market.security(h.code, h.market);
            const mult = sec?.derivative?.multiplier ?? 1;
            const value = holdingValue(svc.core.market, h);
            const env = { position: h };
            // Today's lots are those of the trading day the section lists (a night's: the next).
            const isToday = todayFor(ymd(day));
            const lots = lotsBy(h, isToday);
            return {
              market: h.market,
              security: h.code,
              securityName: h.name || (sec?.name ?? ''),
              securityType: h.securityType,
              posSide: h.posSide,
              posSideName: SIDE_NAMES[h.posSide] ?? '',
              qty: h.qty,
              todayQty: lots.today,
              yesterdayQty: lots.yesterday,
              closableQty: closableLots('close', env),
              closableToday: closableLots('closeToday', env, isToday),
              closableYesterday: closableLots('closeYesterday', env, isToday),
              frozenQty: h.frozen,
              avgPrice: r2(toYuan(markOf(h)) / h.qty / mult),
              lastPrice: valuationPrice(svc.core.market, h),
              floatingPL: toYuan(value - h.cost),
              margin: toYuan(h.cost),
              realisedPL: toYuan(h.realised),
              closeTodayOrders: termsOf(sec)?.closeTodayOrders ?? false,
            };
          });
      },
    );
  };

/** The day's futures orders. */
const futuresOrderListRoute =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/FuturesQuery/QueryCurOrdList',
        methods: ['GET', 'POST'],
        tags,
        summary: '期货当日委托：data = { total, list }（含 effectName 开平、posSideName 多空）',
        params: Type.Object({ ...account, ...paging, isCanCancel: optInt(0, 1) }),
        data: QueryCurOrdListAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const got = await svc.queries.orders({
          accountId: ref.accountId,
          tradingDate: futuresListDate(svc),
          securityTypes: typesOf(p.kind),
          cancellableOnly: p.isCanCancel === 1,
          ...page(p),
        });
        return {
          total: got.total,
          list: got.rows.map((o) =>
            futuresOrderView(o, multiplierOf(svc.core.market.security(o.code, o.market))),
          ),
        };
      },
    );
  };
