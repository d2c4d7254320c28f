import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import {
  holdingKey,
  isWholeFen,
  reject,
  sessionRule,
  toLi,
  type Result,
} from '../../domain/exchange';
import {
  directRepay,
  directReturn,
  isCreditSecurity,
  type DirectResult,
} from '../../domain/margin';
import { keyOf } from '../../domain/market';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import {
  accountFor,
  raise,
  tradeError,
  type AccountRecord,
  type HeldPosition,
  tradingOf,
  type TradingService,
} from '../trading';
import { DirectRepayAnswer, DirectReturnAnswer } from './margin.answers';

const tags = ['margin'];
const SECURITY_ILLEGAL = 60001;
const PARAMETER_ERROR = 60011;
const NOT_REPAYMENT_TIME = 60025;
const params = {
  ...accountSelectors,
  market: optText(10),
  security: text(30),
};

/**
 * Runs a direct repayment on an account in its queue and commits it through the exchange's
 * journal (no order, no fill): only in trading sessions (60025).
 */
async function runDirect(
  svc: TradingService,
  accountId: number,
  op: (a: AccountRecord) => Result<DirectResult>,
): Promise<void> {
  if (!sessionRule(svc.core.market.now().phase).order) throw tradeError(NOT_REPAYMENT_TIME);
  await svc.engine.settling;
  const out = await svc.core.store.run(accountId, async (account) => {
    const denied = await svc.engine.accountDenied(account);
    if (denied !== null) return reject(denied);
    const r = op(account);
    if (!r.ok) return r;
    await svc.core.commit(account, {
      account: { ...account, cash: r.value.cash },
      positions: r.value.positions.map((p) => ({
        ...(account.positions.get(holdingKey(p)) as HeldPosition),
        ...p,
      })),
      orders: [],
      reports: [],
    });
    return r;
  });
  if (!out) throw tradeError(60016);
  if (!out.ok) raise(out);
}

/** 直接还款 and 直接还券 (API-trading.md, "Margin trading"). */
export const marginDirectRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    const securityOf = (svc: TradingService, p: { security: string; market?: string }) => {
      const sec = svc.core.market.security(p.security.trim(), p.market?.trim());
      if (!sec || !isCreditSecurity(sec)) throw tradeError(SECURITY_ILLEGAL);
      return sec;
    };
    endpoint(
      app,
      {
        url: '/VERace/MarginTrade/DirectRepay',
        methods: ['POST'],
        tags,
        summary: '直接还款：以现金偿还该证券的融资负债（先还利息），amount 元；data = { repaid }',
        params: Type.Object({ ...params, amount: Type.Number() }),
        data: DirectRepayAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const amount = Number.isFinite(p.amount) && p.amount <= 1e10 ? toLi(p.amount) : NaN;
        if (!(amount > 0) || !isWholeFen(amount)) throw tradeError(PARAMETER_ERROR);
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p);
        const sec = securityOf(svc, p);
        const key = holdingKey({ code: sec.code, market: sec.market, posSide: 'L' });
        await runDirect(svc, ref.accountId, (a) =>
          directRepay(a.cash, a.positions.get(key), amount),
        );
        return { repaid: p.amount };
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/MarginTrade/DirectReturn',
        methods: ['POST'],
        tags,
        summary:
          '直接还券：以持有的担保品证券归还该证券的融券负债，orderQty 股；按最新价结清；data = { returned }',
        params: Type.Object({ ...params, orderQty: Type.Integer({ minimum: 1, maximum: 1e9 }) }),
        data: DirectReturnAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p);
        const sec = securityOf(svc, p);
        const price = svc.core.market.quote(keyOf(sec))?.last;
        if (price === undefined) throw tradeError(SECURITY_ILLEGAL);
        const base = { code: sec.code, market: sec.market };
        await runDirect(svc, ref.accountId, (a) =>
          directReturn(
            a.cash,
            a.positions.get(holdingKey(base)),
            a.positions.get(holdingKey({ ...base, posSide: 'S' })),
            p.orderQty,
            price,
          ),
        );
        return { returned: p.orderQty };
      },
    );
  };
