import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { toYuan, type ClassSettings } from '../../domain/exchange';
import {
  forexCnyLi,
  forexCommission,
  forexMarginSettings,
  forexRules,
  fxMarginLi,
  fxOpenFreeze,
} from '../../domain/forex';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { tradeError, tradingOf } from '../trading';
import { forexAccountFor } from './forex-account';
import { QueryForexOpenMarginAnswer } from './forex-trade.answers';

/**
 * What an open of `qty` units of `code` at `price` takes, from the order path's own rule
 * (`fxMarginLi`, `fxOpenFreeze`: live CNY rates, the contest's leverage and commission), in yuan.
 */
export function forexOpenMarginView(
  settings: ClassSettings,
  code: string,
  price: number,
  qty: number,
) {
  const rules = forexRules(settings);
  const { leverage } = forexMarginSettings(settings);
  return {
    leverage,
    margin: toYuan(fxMarginLi(rules, leverage, code, price, qty)),
    commission: toYuan(forexCommission(rules, forexCnyLi(rules, code, price, qty))),
    frozen: toYuan(fxOpenFreeze(settings, code, price, qty)),
  };
}

/** The forex ticket's margin figure (虚盘 开仓), answered by the server (issue 30: one margin rule). */
export const forexOpenMarginRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/ForexQuery/QueryForexOpenMargin',
        methods: ['GET', 'POST'],
        tags: ['forex'],
        summary:
          '外汇虚盘开仓所需保证金：data = { leverage, margin, commission, frozen }（与下单冻结同一规则）',
        params: Type.Object({
          ...accountSelectors,
          matchID: optInt(1),
          security: text(20),
          price: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
          qty: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
        }),
        data: QueryForexOpenMarginAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const sec = svc.core.market.security(p.security, 'FX');
        if (!sec || sec.board !== 'forex' || !Number.isFinite(p.price)) throw tradeError(60001);
        const ref = await forexAccountFor(svc, ctx.db, request, p);
        const settings = await svc.core.settings(ref.matchId);
        return forexOpenMarginView(settings, sec.code, p.price, p.qty);
      },
    );
  };
