import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { INTRADAY_MATCH_TYPE } from '../../domain/intraday';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import {
  accountFor,
  raise,
  tradeError,
  clientOrderId,
  tradingOf,
  type TradingService,
  orderView,
} from '../trading';
import { CancelOrderAnswer, PlaceOrderAnswer } from './intraday.answers';

const tags = ['intraday'];
const BUSINESS_FORBIDDEN = 60010;
const account = accountSelectors;

/** The account of a call, refused (60010) unless it trades in an intraday contest (type 4). */
export async function intradayAccount(
  svc: TradingService,
  request: Parameters<typeof accountFor>[1],
  p: Parameters<typeof accountFor>[2],
  read = false,
) {
  const ref = await accountFor(svc, request, p, { managersMayRead: read });
  const settings = await svc.core.settings(ref.matchId);
  if (settings.matchType !== INTRADAY_MATCH_TYPE) throw tradeError(BUSINESS_FORBIDDEN);
  return { ref, settings };
}

/**
 * Order entry and cancel of the intraday round trip (API-trading.md, "Intraday round trip").
 * The order carries no effect: the engine's contest-rule layer books every order of a type-4
 * contest under the intraday rules (allowed codes, T+0, cut-off).
 */
export const intradayTradeRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/IntradayTrade/PlaceOrder',
        methods: ['POST'],
        tags,
        summary:
          '日内回转委托：side 1 买入 2 卖出，bizAction 0 限价 1 市价；仅限比赛允许的证券；data 为委托',
        params: Type.Object({
          ...account,
          market: optText(10),
          security: text(30),
          side: Type.Integer({ minimum: 1, maximum: 2 }),
          bizAction: optInt(0, 9),
          orderQty: Type.Number(),
          price: Type.Optional(Type.Number()),
          clOrdId: optText(64),
        }),
        data: PlaceOrderAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const { ref } = await intradayAccount(svc, request, p);
        const kind = p.bizAction === 1 ? 'market' : 'limit';
        const r = await svc.engine.place(ref.accountId, {
          symbol: p.security.trim(),
          ...(p.market ? { market: p.market.trim() } : {}),
          side: p.side === 1 ? 1 : 2,
          kind,
          qty: p.orderQty,
          price: kind === 'limit' ? (p.price ?? null) : null,
          clOrdId: clientOrderId(p.clOrdId),
        });
        if (!r.ok) raise(r);
        return orderView(r.value);
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/IntradayTrade/CancelOrder',
        methods: ['POST'],
        tags,
        summary: '日内回转撤单（orderId）；data 为撤单后的委托',
        params: Type.Object({
          ...account,
          orderId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
        }),
        data: CancelOrderAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const { ref } = await intradayAccount(svc, request, p);
        const r = await svc.engine.cancel(ref.accountId, p.orderId);
        if (!r.ok) raise(r);
        return orderView(r.value);
      },
    );
  };
