import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { isSided, toYuan } from '../../domain/exchange';
import {
  creditFigures,
  creditLine,
  creditUsed,
  debtOf,
  eligibleTerms,
  isCreditSecurity,
  isOpenContract,
  marginAvailable,
  marginSettings,
  sideOfEffect,
} from '../../domain/margin';
import { keyOf } from '../../domain/market';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { todayOrdersRoute } from '../section-lists';
import {
  accountFor,
  tradeError,
  maxVolumeOf,
  snapshotOf,
  tradingOf,
  type TradingService,
  valuationPrice,
  type AccountRecord,
} from '../trading';
import { parseCreditEffect } from './margin-trade.routes';
import { CONTRACT_NAMES, creditOrderView } from './views';
import {
  QueryCreditAssetAnswer,
  QueryCreditContractsAnswer,
  QueryCreditPositionAnswer,
  QueryEligibleListAnswer,
  QueryMaxCreditVolumeAnswer,
} from './margin.answers';

const tags = ['margin'];
const account = accountSelectors;
const r2 = (v: number) => Math.round(v * 100) / 100;

/** Every holding of a credit account at its current price. */
function priced(svc: TradingService, a: AccountRecord) {
  return [...a.positions.values()]
    .filter((h) => h.qty > 0 || h.cost !== 0 || isOpenContract(h))
    .map((position) => ({ position, price: valuationPrice(svc.core.market, position) }));
}

/** Credit assets, contracts, collateral, max volumes and today's orders (API-trading.md). */
export const marginQueryRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const part of [
      maxCreditVolumeRoute,
      creditAssetRoute,
      creditHoldingRoutes,
      creditListRoutes,
    ])
      part(ctx)(app, ctx);
  };

/** 最大可融资/融券/担保品数量：the order path's own limits for the credit ticket. */
const maxCreditVolumeRoute =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/MarginQuery/QueryMaxCreditVolume',
        methods: ['GET', 'POST'],
        tags,
        summary: '信用最大可委托数量（effect 委托类别）：data = { maxVolume, price }',
        params: Type.Object({
          ...account,
          security: text(30),
          market: optText(10),
          effect: Type.String({ maxLength: 20 }),
          price: Type.Optional(Type.Number()),
        }),
        data: QueryMaxCreditVolumeAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const effect = parseCreditEffect(p.effect);
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p);
        const sec = svc.core.market.security(p.security, p.market);
        if (!sec || !isCreditSecurity(sec)) throw tradeError(60001);
        const q = svc.core.market.quote(keyOf(sec));
        const price =
          p.price !== undefined && Number.isFinite(p.price) && p.price > 0
            ? p.price
            : (q?.last ?? sec.basePrice);
        const a = await snapshotOf(svc, ref.accountId);
        const side = sideOfEffect(effect);
        return { maxVolume: await maxVolumeOf(svc.core, a, sec, side, effect, price), price };
      },
    );
  };

/** The credit account's figures (信用资产): assets, debts, margin available, 维持担保比例. */
const creditAssetRoute =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/MarginQuery/QueryCreditAsset',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '信用资产：data = { totalAssets, liabilities, netAssets, available, frozen, financeDebt, shortValue, interest, creditLine, creditUsed, creditAvailable, marginAvailable（保证金可用余额，含折算率）, maintenanceRatio(%), warnRatio, liquidateRatio, status }',
        params: Type.Object(account),
        data: QueryCreditAssetAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const a = await snapshotOf(svc, ref.accountId);
        const settings = await svc.core.settings(a.matchId);
        const s = marginSettings(settings);
        const holdings = priced(svc, a);
        const f = creditFigures(a.cash, holdings);
        const env = { positions: [...a.positions.values()], settings, cash: a.cash };
        const line = creditLine(env);
        const used = creditUsed(env);
        const ratio = f.ratio === null ? null : r2(f.ratio * 100);
        const status =
          f.ratio === null || f.ratio >= s.warnRatio
            ? '正常'
            : f.ratio >= s.liquidateRatio
              ? '预警'
              : '平仓线以下';
        return {
          assetAccount: a.accountId,
          totalAssets: toYuan(f.assets),
          liabilities: toYuan(f.liabilities),
          netAssets: toYuan(f.assets - f.liabilities),
          available: toYuan(a.cash.available),
          frozen: toYuan(a.cash.frozen),
          financeDebt: toYuan(f.financeDebt),
          shortValue: toYuan(f.shortValue),
          interest: toYuan(f.interest),
          creditLine: toYuan(line),
          creditUsed: toYuan(used),
          creditAvailable: toYuan(Math.max(0, line - used)),
          marginAvailable: toYuan(marginAvailable(a.cash, holdings, s)),
          maintenanceRatio: ratio,
          warnRatio: s.warnRatio * 100,
          liquidateRatio: s.liquidateRatio * 100,
          status,
        };
      },
    );
  };

/** Financing and short contracts (合约) and the credit account's holdings. */
const creditHoldingRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/MarginQuery/QueryCreditContracts',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '信用合约（融资/融券负债）：data = [{ security, contractType, contractName, qty, closableQty, debt, interest, margin, lastPrice, marketValue }]',
        params: Type.Object(account),
        data: QueryCreditContractsAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const a = await snapshotOf(svc, ref.accountId);
        return priced(svc, a).flatMap(({ position: h, price }) => {
          if (!isSided(h) || !isOpenContract(h)) return [];
          const b = debtOf(h);
          return [
            {
              market: h.market,
              security: h.code,
              securityName: h.name || (svc.core.market.security(h.code, h.market)?.name ?? ''),
              contractType: h.posSide,
              contractName: CONTRACT_NAMES[h.posSide] ?? '',
              qty: h.qty,
              closableQty: h.sellable,
              debt: toYuan(b.debt),
              interest: toYuan(b.interest),
              margin: toYuan(h.cost),
              lastPrice: price,
              marketValue: r2(price * h.qty),
              realisedPL: toYuan(h.realised),
            },
          ];
        });
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/MarginQuery/QueryCreditPosition',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '担保品持仓：data = [{ security, qty, sellableQty, costPrice, lastPrice, marketValue, haircut, collateralValue }]',
        params: Type.Object(account),
        data: QueryCreditPositionAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const a = await snapshotOf(svc, ref.accountId);
        const s = marginSettings(await svc.core.settings(a.matchId));
        return priced(svc, a)
          .filter(({ position: h }) => !h.posSide && h.qty > 0)
          .map(({ position: h, price }) => {
            const sec = svc.core.market.security(h.code, h.market);
            const haircut = sec ? (eligibleTerms(sec, s)?.haircut ?? 0) : 0;
            return {
              market: h.market,
              security: h.code,
              securityName: h.name || (sec?.name ?? ''),
              qty: h.qty,
              sellableQty: h.sellable,
              costPrice: r2(toYuan(h.cost) / h.qty),
              lastPrice: price,
              marketValue: r2(price * h.qty),
              haircut,
              collateralValue: r2(price * h.qty * haircut),
            };
          });
      },
    );
  };

/** The eligible securities (标的证券) and the day's credit orders. */
const creditListRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/MarginQuery/QueryEligibleList',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '标的证券：data = [{ security, market, securityName, financeRatio, shortRatio, haircut, lastPrice }]',
        params: Type.Object(account),
        data: QueryEligibleListAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const a = await snapshotOf(svc, ref.accountId);
        const s = marginSettings(await svc.core.settings(a.matchId));
        return Object.entries(s.eligible).flatMap(([key, t]) => {
          const [code = '', market = ''] = key.split('.');
          const sec = svc.core.market.security(code, market);
          if (!sec) return [];
          return [
            {
              security: code,
              market,
              securityName: sec.name,
              financeRatio: t.financeRatio,
              shortRatio: t.shortRatio,
              haircut: t.haircut,
              lastPrice: svc.core.market.quote(keyOf(sec))?.last ?? sec.basePrice,
            },
          ];
        });
      },
    );

    todayOrdersRoute(app, ctx, {
      url: '/VERace/MarginQuery/QueryCurOrdList',
      tags,
      summary: '信用当日委托：data = { total, list }（含 effectName 委托类别）',
      view: creditOrderView,
    });
  };
