import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { isMarginEffect, sideOfEffect } from '../../domain/margin';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { accountFor, raise, tradeError, clientOrderId, tradingOf } from '../trading';
import { creditOrderView } from './views';
import { CancelCreditOrderAnswer, PlaceCreditOrderAnswer } from './margin.answers';

const tags = ['margin'];
const PARAMETER_ERROR = 60011;

/** A credit order kind by name (collateralBuy … buyRepay); the side follows from it. */
export function parseCreditEffect(v: string): string {
  const effect = v.trim();
  if (!isMarginEffect(effect)) throw tradeError(PARAMETER_ERROR);
  return effect;
}

/** Credit order entry and cancel (API-trading.md, "Margin trading"). */
export const marginTradeRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/MarginTrade/PlaceCreditOrder',
        methods: ['POST'],
        tags,
        summary:
          '信用委托：effect 委托类别（collateralBuy 担保品买入 / collateralSell 担保品卖出 / financeBuy 融资买入 / shortSell 融券卖出 / sellRepay 卖券还款 / buyRepay 买券还券），bizAction 0 限价 1 市价；data 为委托',
        params: Type.Object({
          ...accountSelectors,
          market: optText(10),
          security: text(30),
          effect: Type.String({ maxLength: 20 }),
          bizAction: optInt(0, 9),
          orderQty: Type.Number(),
          price: Type.Optional(Type.Number()),
          clOrdId: optText(64),
        }),
        data: PlaceCreditOrderAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const effect = parseCreditEffect(p.effect);
        const svc = await tradingOf(ctx);
        const account = await accountFor(svc, request, p);
        const kind = p.bizAction === 1 ? 'market' : 'limit';
        const r = await svc.engine.place(account.accountId, {
          symbol: p.security.trim(),
          ...(p.market ? { market: p.market.trim() } : {}),
          side: sideOfEffect(effect),
          kind,
          qty: p.orderQty,
          price: kind === 'limit' ? (p.price ?? null) : null,
          clOrdId: clientOrderId(p.clOrdId),
          effect,
        });
        if (!r.ok) raise(r);
        return creditOrderView(r.value);
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/MarginTrade/CancelCreditOrder',
        methods: ['POST'],
        tags,
        summary: '信用撤单（orderId）；data 为撤单后的委托',
        params: Type.Object({
          ...accountSelectors,
          orderId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
        }),
        data: CancelCreditOrderAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const account = await accountFor(svc, request, p);
        const r = await svc.engine.cancel(account.accountId, p.orderId);
        if (!r.ok) raise(r);
        return creditOrderView(r.value);
      },
    );
  };
