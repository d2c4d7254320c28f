import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { SIDE, type Side } from '../../domain/exchange';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { accountFor, raise, tradeError } from './access';
import { clientOrderId } from './journal-guard';
import { tradingOf } from './trading-service';
import { orderView } from './views';
import { CancelStkOrderAnswer, PlaceAnswer } from './trading.answers';

const tags = ['trading'];
const PARAMETER_ERROR = 60011;

/** Parameters of an order (spec §7 PlaceXHOrder / PlaceStkOrder). */
const orderParams = Type.Object({
  ...accountSelectors,
  market: optText(10),
  security: text(30),
  side: Type.Union([Type.Integer(), Type.String({ maxLength: 4 })]),
  bizID: optText(20),
  /** 0 (default) limit order, 1 market order. */
  bizAction: optInt(0, 9),
  orderQty: Type.Number(),
  price: Type.Optional(Type.Number()),
  /** Client order id: a repeat is refused with 60015 and never fills twice. */
  clOrdId: optText(64),
  origClOrdId: optText(64),
});

/** 1/B buy, 2/S sell (spec §3 side codes). */
export function parseSide(side: number | string): Side {
  const s = String(side).trim().toUpperCase();
  if (s === '1' || s === 'B') return SIDE.BUY;
  if (s === '2' || s === 'S') return SIDE.SELL;
  throw tradeError(PARAMETER_ERROR);
}

/** Order entry and cancel calls. */
export const tradeRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    const place = (url: string, summary: string) =>
      endpoint(
        app,
        {
          url,
          methods: ['POST'],
          tags,
          summary,
          params: orderParams,
          data: PlaceAnswer,
          guard: requireUser,
        },
        async (p, request) => {
          const svc = await tradingOf(ctx);
          const account = await accountFor(svc, request, p);
          const kind = p.bizAction === 1 ? 'market' : 'limit';
          const r = await svc.engine.place(account.accountId, {
            symbol: p.security.trim(),
            ...(p.market ? { market: p.market.trim() } : {}),
            side: parseSide(p.side),
            kind,
            qty: p.orderQty,
            price: kind === 'limit' ? (p.price ?? null) : null,
            clOrdId: clientOrderId(p.clOrdId) ?? clientOrderId(p.origClOrdId),
          });
          if (!r.ok) raise(r);
          return orderView(r.value);
        },
      );
    place(
      '/TradeGW/Trade/PlaceXHOrder',
      '现货委托（限价 bizAction=0，市价 bizAction=1），data 为委托',
    );
    place('/VERace/StockTrade/PlaceStkOrder', '股票委托，参数同 PlaceXHOrder，data 为委托');

    endpoint(
      app,
      {
        url: '/VERace/StockTrade/CancelStkOrder',
        methods: ['POST'],
        tags,
        summary: '撤单（orderId 或 origClOrdId），data 为撤单后的委托',
        params: Type.Object({
          ...accountSelectors,
          market: optText(10),
          security: optText(30),
          bizID: optText(20),
          origClOrdId: optText(64),
          orderId: optInt(1, Number.MAX_SAFE_INTEGER),
        }),
        data: CancelStkOrderAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const account = await accountFor(svc, request, p);
        let orderId = p.orderId;
        const origClOrdId = clientOrderId(p.origClOrdId);
        if (orderId === undefined && origClOrdId !== null) {
          orderId = await svc.queries.orderIdOfClient(account.accountId, origClOrdId);
        }
        if (orderId === undefined) throw tradeError(PARAMETER_ERROR);
        const r = await svc.engine.cancel(account.accountId, orderId);
        if (!r.ok) raise(r);
        return orderView(r.value);
      },
    );
  };
