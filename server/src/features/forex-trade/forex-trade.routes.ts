import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import {
  assetsView,
  positionView,
  raise,
  tradeError,
  clientOrderId,
  parseSide,
  tradingOf,
  orderView,
} from '../trading';
import { toYuan } from '../../domain/exchange';
import { forexRules } from '../../domain/forex';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { balancesOf, ensureOpeningFunds, forexAccountFor } from './forex-account';
import { forexMarginRecordRoutes } from './forex-margin.routes';
import { forexOpenMarginRoutes } from './forex-open-margin.routes';
import { forexMarginView } from './forex-margin-view';
import { openForexDemoAccounts } from './forex-demo';
import { openForexMarginDemoAccounts, seedForexMarginDemo } from './forex-margin-demo';
import { marketSettingsFromEnv } from '../quotation';
import {
  CancelForexOrderAnswer,
  PlaceForexOrderAnswer,
  QueryForexAccountsAnswer,
} from './forex-trade.answers';

const tags = ['forex'];
const SECURITY_ILLEGAL = 60001;
/** A pair code of the master: six capital letters (EURUSD). */
const PAIR = /^[A-Z]{6}$/;

const accountParams = {
  ...accountSelectors,
  matchID: optInt(1),
};

/**
 * Forex spot trading (外汇实盘) of the caller's forex contest account: per-currency balances with
 * the opening USD booked on first use, order entry and cancel. Lists go through the stock list
 * calls with securityType 13; GetForex* quote and rule calls live in the quotation feature.
 */
export const forexTradeRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const part of [forexAccountRoute, forexOrderRoutes]) part(ctx)(app, ctx);
  };

/** The forex accounts: cash, margin level, positions. */
const forexAccountRoute =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/ForexQuery/QueryForexAccounts',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '外汇账户：data = { assetAccount, matchID, assets (同 QueryUserAssets), currencies: [{ currency, balance, available, frozen, cnyValue, floatingPL }], positions（实盘）, rules, margin（虚盘：enabled, leverage, marginCallLevel, stopOutLevel, equity, usedMargin, freeMargin, floatingPL, marginLevel %, warning, stopOut）, marginPositions: [{ security, posSide L/S, posSideName 多/空, qty, openPrice, lastPrice, usedMargin, floatingPL, swap }] }',
        params: Type.Object(accountParams),
        data: QueryForexAccountsAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await forexAccountFor(svc, ctx.db, request, p);
        await ensureOpeningFunds(svc, ctx.db, ref);
        const settings = await svc.core.settings(ref.matchId);
        const out = await svc.core.store.run(ref.accountId, async (a) => ({
          assetAccount: a.accountId,
          matchID: a.matchId,
          assets: assetsView(svc.core.market, a),
          currencies: balancesOf(svc, a).map((b) => ({
            currency: b.currency,
            balance: b.currency === 'CNY' ? toYuan(b.balance) : b.balance,
            available: b.currency === 'CNY' ? toYuan(b.available) : b.available,
            frozen: b.currency === 'CNY' ? toYuan(b.frozen) : b.frozen,
            cnyValue: toYuan(b.cnyValue),
            floatingPL: b.currency === 'CNY' ? 0 : toYuan(b.cnyValue - b.cost),
          })),
          positions: [...a.positions.values()]
            .filter((h) => h.market === 'FX' && h.qty > 0 && !h.posSide)
            .map((h) => positionView(svc.core.market, h)),
          rules: forexRules(settings),
          ...forexMarginView(svc.core.market, a, settings),
        }));
        if (!out) throw tradeError(60016);
        return out;
      },
    );
  };

/** Placing and cancelling forex orders. */
const forexOrderRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/ForexTrade/PlaceForexOrder',
        methods: ['POST'],
        tags,
        summary:
          '外汇委托：security 货币对（EURUSD）, side 1 买入基础货币 / 2 卖出, orderQty 基础货币数量（1000 的整数倍）, price 限价（bizAction=1 市价）, openClose 虚盘 1 开仓 / 2 平仓（不传为实盘）；data 为委托',
        params: Type.Object({
          ...accountParams,
          security: text(12),
          side: Type.Union([Type.Integer(), Type.String({ maxLength: 4 })]),
          orderQty: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
          price: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100_000 })),
          bizAction: optInt(0, 1),
          openClose: optInt(1, 2),
          clOrdId: optText(64),
        }),
        data: PlaceForexOrderAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const symbol = p.security.trim().toUpperCase();
        if (!PAIR.test(symbol)) throw tradeError(SECURITY_ILLEGAL);
        const svc = await tradingOf(ctx);
        const ref = await forexAccountFor(svc, ctx.db, request, p);
        await ensureOpeningFunds(svc, ctx.db, ref);
        const kind = p.bizAction === 1 ? 'market' : 'limit';
        const r = await svc.engine.place(ref.accountId, {
          symbol,
          market: 'FX',
          side: parseSide(p.side),
          kind,
          qty: p.orderQty,
          price: kind === 'limit' ? (p.price ?? null) : null,
          clOrdId: clientOrderId(p.clOrdId),
          effect: p.openClose === 1 ? 'open' : p.openClose === 2 ? 'close' : null,
        });
        if (!r.ok) raise(r);
        return orderView(r.value);
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/ForexTrade/CancelForexOrder',
        methods: ['POST'],
        tags,
        summary: '外汇撤单（orderId），data 为撤单后的委托',
        params: Type.Object({
          ...accountParams,
          orderId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
        }),
        data: CancelForexOrderAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await forexAccountFor(svc, ctx.db, request, p);
        const r = await svc.engine.cancel(ref.accountId, p.orderId);
        if (!r.ok) raise(r);
        return orderView(r.value);
      },
    );
  };

/**
 * Forex (外汇 /ForeignExchange): accounts per currency, order entry and cancel, the margin mode's
 * records; on a demo portal the margin demo contest is seeded, and when its market ticks (as
 * `npm start` runs it) the demo students' forex accounts open with their starting funds.
 */
export const forexTradeFeature: Feature = async (app, ctx) => {
  await forexTradeRoutes(ctx)(app, ctx);
  await forexMarginRecordRoutes(ctx)(app, ctx);
  await forexOpenMarginRoutes(ctx)(app, ctx);
  if (!ctx.config.seedDemoData) return;
  app.addHook('onReady', async () => {
    const id = await seedForexMarginDemo(ctx.db, ctx.clock.now());
    if (!marketSettingsFromEnv().ticker) return;
    const svc = await tradingOf(ctx);
    await openForexDemoAccounts(ctx.db, svc);
    if (id !== undefined) await openForexMarginDemoAccounts(ctx.db, svc, id);
  });
};
