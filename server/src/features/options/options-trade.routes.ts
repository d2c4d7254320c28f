import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { OPTION_EFFECTS } from '../../domain/options';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { accountFor, raise, tradeError, clientOrderId, parseSide, tradingOf } from '../trading';
import { optionOrderView } from './views';
import { CancelSOOrderAnswer, PlaceSOOrderAnswer } from './options.answers';

const tags = ['options'];
const PARAMETER_ERROR = 60011;

/** Order effect by name or by digit (0 开仓, 1 平仓, 2 备兑开仓, 3 备兑平仓). */
export function parseOptionEffect(v: string | number): string {
  const s = String(v).trim();
  const digits: Record<string, string> = {
    '0': 'open',
    '1': 'close',
    '2': 'coveredOpen',
    '3': 'coveredClose',
  };
  const effect = digits[s] ?? s;
  if (!(OPTION_EFFECTS as readonly string[]).includes(effect)) throw tradeError(PARAMETER_ERROR);
  return effect;
}

const effectParam = Type.Union([
  Type.Integer({ minimum: 0, maximum: 9 }),
  Type.String({ maxLength: 20 }),
]);
const accountParams = accountSelectors;

/** Option order entry and cancel (spec §7 SOTrade). */
export const optionsTradeRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    const unitOf = (svc: Awaited<ReturnType<typeof tradingOf>>, code: string, market: string) =>
      svc.core.market.security(code, market)?.derivative?.multiplier ?? 1;
    endpoint(
      app,
      {
        url: '/VERace/SOTrade/PlaceSOOrder',
        methods: ['POST'],
        tags,
        summary:
          '期权委托：side 1 买 2 卖，effect open 开仓 / close 平仓 / coveredOpen 备兑开仓（卖）/ coveredClose 备兑平仓（买）（或 0/1/2/3）；bizAction 0 限价 1 市价；data 为委托',
        params: Type.Object({
          ...accountParams,
          market: optText(10),
          security: text(30),
          side: Type.Union([Type.Integer(), Type.String({ maxLength: 4 })]),
          effect: effectParam,
          bizAction: optInt(0, 9),
          orderQty: Type.Number(),
          price: Type.Optional(Type.Number()),
          clOrdId: optText(64),
        }),
        data: PlaceSOOrderAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const account = await accountFor(svc, request, p);
        const kind = p.bizAction === 1 ? 'market' : 'limit';
        const sec = svc.core.market.security(p.security.trim(), p.market?.trim());
        if (!sec || sec.board !== 'option') throw tradeError(60001);
        const r = await svc.engine.place(account.accountId, {
          symbol: sec.code,
          market: sec.market,
          side: parseSide(p.side),
          kind,
          qty: p.orderQty,
          price: kind === 'limit' ? (p.price ?? null) : null,
          clOrdId: clientOrderId(p.clOrdId),
          effect: parseOptionEffect(p.effect),
        });
        if (!r.ok) raise(r);
        return optionOrderView(r.value, unitOf(svc, r.value.code, r.value.market));
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/SOTrade/CancelSOOrder',
        methods: ['POST'],
        tags,
        summary: '期权撤单（orderId）；data 为撤单后的委托',
        params: Type.Object({
          ...accountParams,
          orderId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
        }),
        data: CancelSOOrderAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const account = await accountFor(svc, request, p);
        const r = await svc.engine.cancel(account.accountId, p.orderId);
        if (!r.ok) raise(r);
        return optionOrderView(r.value, unitOf(svc, r.value.code, r.value.market));
      },
    );
  };
