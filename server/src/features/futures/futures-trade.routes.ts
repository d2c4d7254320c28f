import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { FUTURES_EFFECTS, multiplierOf } from '../../domain/futures';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { accountFor, raise, tradeError, clientOrderId, parseSide, tradingOf } from '../trading';
import { futuresOrderView } from './views';
import { CancelFuturesOrderAnswer, PlaceFuturesOrderAnswer } from './futures.answers';

const tags = ['futures'];
const PARAMETER_ERROR = 60011;

/** Order effect by name or by the CTP-style offset digit (0 开仓, 1 平仓, 3 平今, 4 平昨). */
export function parseEffect(v: string | number): string {
  const s = String(v).trim();
  const byDigit: Record<string, string> = {
    '0': 'open',
    '1': 'close',
    '3': 'closeToday',
    '4': 'closeYesterday',
  };
  const effect = byDigit[s] ?? s;
  if (!(FUTURES_EFFECTS as readonly string[]).includes(effect)) throw tradeError(PARAMETER_ERROR);
  return effect;
}

/** Futures order entry and cancel (API-futures.md). */
export const futuresTradeRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/FuturesTrade/PlaceFuturesOrder',
        methods: ['POST'],
        tags,
        summary:
          '期货委托：effect 开平（open 开仓 / close 平仓 / closeToday 平今 / closeYesterday 平昨，或 0/1/3/4），side 1 买 2 卖，bizAction 0 限价 1 市价；data 为委托',
        params: Type.Object({
          ...accountSelectors,
          market: optText(10),
          security: text(30),
          side: Type.Union([Type.Integer(), Type.String({ maxLength: 4 })]),
          effect: Type.Union([
            Type.Integer({ minimum: 0, maximum: 9 }),
            Type.String({ maxLength: 20 }),
          ]),
          bizAction: optInt(0, 9),
          orderQty: Type.Number(),
          price: Type.Optional(Type.Number()),
          clOrdId: optText(64),
        }),
        data: PlaceFuturesOrderAnswer,
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
          clOrdId: clientOrderId(p.clOrdId),
          effect: parseEffect(p.effect),
        });
        if (!r.ok) raise(r);
        return futuresOrderView(
          r.value,
          multiplierOf(svc.core.market.security(r.value.code, r.value.market)),
        );
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/FuturesTrade/CancelFuturesOrder',
        methods: ['POST'],
        tags,
        summary: '期货撤单（orderId）；data 为撤单后的委托',
        params: Type.Object({
          ...accountSelectors,
          orderId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
        }),
        data: CancelFuturesOrderAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const account = await accountFor(svc, request, p);
        const r = await svc.engine.cancel(account.accountId, p.orderId);
        if (!r.ok) raise(r);
        return futuresOrderView(
          r.value,
          multiplierOf(svc.core.market.security(r.value.code, r.value.market)),
        );
      },
    );
  };
