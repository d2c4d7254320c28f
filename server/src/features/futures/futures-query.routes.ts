import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { toYuan, type Side } from '../../domain/exchange';
import {
  closableLots,
  lotsBy,
  markOf,
  multiplierOf,
  termsOf,
  todayFor,
  ymd,
} from '../../domain/futures';
import { keyOf } from '../../domain/market';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optInt, optText, page, paging, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { accountFor, tradeError } from '../trading/access';
import { maxVolumeOf } from '../trading/max-volume';
import { snapshotOf } from '../trading/query.routes';
import { parseSide } from '../trading/trade.routes';
import { tradingOf } from '../trading/trading-service';
import { holdingValue, valuationPrice } from '../trading/valuation';
import { futuresMarginYuan, marginRatePct, typesOf } from './contracts';
import { futuresListDate } from './trading-day';
import { parseEffect } from './futures-trade.routes';
import { futuresOrderView, SIDE_NAMES } from './views';

const tags = ['futures'];
const account = { userID: optInt(1), assetAccount: optInt(1), kind: optText(20) };
const r2 = (v: number) => Math.round(v * 100) / 100;

/** Max volumes, capital, holdings and today's orders of the futures sections (API-futures.md). */
export const futuresQueryRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    const maxParams = Type.Object({
      ...account,
      security: text(30),
      market: optText(10),
      side: Type.Union([Type.Integer(), Type.String({ maxLength: 4 })]),
      effect: Type.Optional(
        Type.Union([Type.Integer({ minimum: 0, maximum: 9 }), Type.String({ maxLength: 20 })]),
      ),
      price: Type.Optional(Type.Number()),
      qty: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    });
    const maxVolume = (url: string, summary: string, open: boolean) =>
      endpoint(
        app,
        { url, methods: ['GET', 'POST'], tags, summary, params: maxParams, guard: requireUser },
        async (p, request) => {
          const svc = await tradingOf(ctx);
          const ref = await accountFor(svc, request, p);
          const sec = svc.core.market.security(p.security, p.market);
          if (!sec || !termsOf(sec)) throw tradeError(60001);
          const side: Side = parseSide(p.side);
          const effect = open ? 'open' : p.effect === undefined ? 'close' : parseEffect(p.effect);
          if (open === (effect !== 'open')) throw tradeError(60011);
          const q = svc.core.market.quote(keyOf(sec));
          const price =
            p.price !== undefined && Number.isFinite(p.price) && p.price > 0
              ? p.price
              : (q?.last ?? sec.basePrice);
          const a = await snapshotOf(svc, ref.accountId);
          const maxVolume = await maxVolumeOf(svc.core, a, sec, side, effect, price);
          // The margin the order path freezes (marginLi, the contest's marginRateAdd included):
          // per lot and, with `qty`, for the lots asked; an open's side is buy L / sell S.
          const settings = await svc.core.settings(a.matchId);
          const posSide = (side === 1) === (effect === 'open') ? 'L' : 'S';
          const lots = p.qty ?? 1;
          return {
            maxVolume,
            price,
            marginPerLot: futuresMarginYuan(sec, posSide, price, 1, settings),
            margin: futuresMarginYuan(sec, posSide, price, lots, settings),
            marginRate: marginRatePct(sec, posSide, settings),
          };
        },
      );
    maxVolume(
      '/VERace/FuturesQuery/QueryMaxOpenVolume',
      '最大可开手数（qty 手数可选）：data = { maxVolume, price, marginPerLot, margin, marginRate }',
      true,
    );
    maxVolume(
      '/VERace/FuturesQuery/QueryMaxCloseVolume',
      '最大可平手数（effect close/closeToday/closeYesterday）：data = { maxVolume, price, marginPerLot, margin, marginRate }',
      false,
    );

    endpoint(
      app,
      {
        url: '/VERace/FuturesQuery/QueryAssetCapital',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '期货资金：data = { equity, available, frozen, margin, floatingPL, realisedPL, fees, riskRatio, totalAssets }',
        params: Type.Object(account),
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const a = await snapshotOf(svc, ref.accountId);
        let margin = 0;
        let floating = 0;
        let other = 0;
        for (const h of a.positions.values()) {
          if (h.qty <= 0) continue;
          const value = holdingValue(svc.core.market, h);
          if (h.posSide && termsOf(svc.core.market.security(h.code, h.market))) {
            margin += h.cost;
            floating += value - h.cost;
          } else other += value;
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
          totalAssets: toYuan(equity + other),
        };
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/FuturesQuery/QueryAssetPosition',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '期货持仓（多空分列）：data = [{ security, posSide, qty, todayQty, yesterdayQty, closableQty, avgPrice, lastPrice, floatingPL, margin }]',
        params: Type.Object(account),
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const a = await snapshotOf(svc, ref.accountId);
        const types = typesOf(p.kind);
        const day = futuresListDate(svc);
        return [...a.positions.values()]
          .filter((h) => h.qty > 0 && h.posSide && types.includes(h.securityType))
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
              posSideName: SIDE_NAMES[h.posSide ?? ''] ?? '',
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

    endpoint(
      app,
      {
        url: '/VERace/FuturesQuery/QueryCurOrdList',
        methods: ['GET', 'POST'],
        tags,
        summary: '期货当日委托：data = { total, list }（含 effectName 开平、posSideName 多空）',
        params: Type.Object({ ...account, ...paging, isCanCancel: optInt(0, 1) }),
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
