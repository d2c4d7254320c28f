import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import type { PositionSide } from '../../domain/exchange';
import type { Security } from '../../domain/market';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { accountFor, raise, tradeError, tradingOf, type TradingService } from '../trading';
import { combination, exercise, lockUnderlying, type LegRequest } from './options-ops';
import { optionsAccountView } from './options-ops.views';
import {
  ExerciseAnswer,
  LockUnderlyingAnswer,
  ComboRoutesAnswer,
  QueryOptionsAccountAnswer,
} from './options.answers';

const tags = ['options'];
const accountParams = accountSelectors;
const qtyParam = Type.Integer({ minimum: 1, maximum: 100_000_000 });
const sideParam = Type.Optional(
  Type.Union([Type.Literal('L'), Type.Literal('S'), Type.Literal('C')]),
);

function securityOrRaise(svc: TradingService, code: string, market?: string): Security {
  const sec = svc.core.market.security(code.trim(), market?.trim() || undefined);
  if (!sec) throw tradeError(60001);
  return sec;
}

/**
 * 组合申报 (PlaceSOMLegOrder), 组合拆分 (CombinationSplit), 证券锁定/解锁 (LockUnderlying) and
 * 行权申报 (Exercise) of the options sections; every answer's data is the account's options
 * state after the step (combinations, cover, declared exercises).
 */
export const optionsOpsRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const part of [comboRoutes, lockExerciseRoutes]) part(ctx)(app, ctx);
  };

/** Combination strategies: declaring and splitting (组合/解除). */
const comboRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    const legParams = {
      ...accountParams,
      strategy: text(10),
      leg1Security: text(30),
      leg1Market: optText(10),
      leg1PosSide: sideParam,
      leg2Security: optText(30),
      leg2Market: optText(10),
      leg2PosSide: sideParam,
      orderQty: qtyParam,
    };
    for (const [url, action, summary] of [
      [
        '/VERace/SOTrade/PlaceSOMLegOrder',
        'declare',
        '组合策略申报：strategy CNSJC 认购牛市价差 / CXSJC 认购熊市价差 / PNSJC 认沽牛市价差 / PXSJC 认沽熊市价差 / KS 跨式空头 / KKS 宽跨式空头 / ZBD 普通转备兑；leg1/leg2 合约与持仓方向（L/S）；orderQty 组数；错误 60031–60040',
      ],
      [
        '/VERace/SOTrade/CombinationSplit',
        'split',
        '组合策略拆分（同申报参数；普通转备兑不支持拆分 60036）；data 为期权账户组合、备兑与行权状态',
      ],
    ] as const)
      endpoint(
        app,
        {
          url,
          methods: ['POST'],
          tags,
          summary,
          params: Type.Object(legParams),
          data: ComboRoutesAnswer,
          guard: requireUser,
        },
        async (p, request) => {
          const svc = await tradingOf(ctx);
          const account = await accountFor(svc, request, p);
          const legs: LegRequest[] = [
            {
              security: securityOrRaise(svc, p.leg1Security, p.leg1Market),
              posSide: (p.leg1PosSide ?? 'S') as PositionSide,
            },
          ];
          if (p.leg2Security?.trim())
            legs.push({
              security: securityOrRaise(svc, p.leg2Security, p.leg2Market),
              posSide: (p.leg2PosSide ?? 'S') as PositionSide,
            });
          const r = await combination(
            svc,
            account.accountId,
            action,
            p.strategy.trim(),
            legs,
            p.orderQty,
          );
          if (!r.ok) raise(r);
          return optionsAccountView(svc, account.accountId);
        },
      );
  };

/** Locking the underlying for covered calls, exercise, and the options account. */
const lockExerciseRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/SOTrade/LockUnderlying',
        methods: ['POST'],
        tags,
        summary:
          '备兑证券锁定（direction 1）/ 解锁（direction 2）：security 标的（如 510050），orderQty 份数；60005 可用持仓不足',
        params: Type.Object({
          ...accountParams,
          security: text(30),
          market: optText(10),
          direction: Type.Integer({ minimum: 1, maximum: 2 }),
          orderQty: qtyParam,
        }),
        data: LockUnderlyingAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const account = await accountFor(svc, request, p);
        const sec = securityOrRaise(svc, p.security, p.market);
        if (sec.board === 'option') throw tradeError(60001);
        const r = await lockUnderlying(svc, account.accountId, sec, p.direction, p.orderQty);
        if (!r.ok) raise(r);
        return optionsAccountView(svc, account.accountId);
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/SOTrade/Exercise',
        methods: ['POST'],
        tags,
        summary:
          '行权申报（direction 1，默认）/ 行权撤销（direction 2）：security 权利仓合约，orderQty 张数；欧式到期日、美式到期前每个交易日可申报（60007），当日日终交割',
        params: Type.Object({
          ...accountParams,
          security: text(30),
          market: optText(10),
          orderQty: qtyParam,
          direction: optInt(1, 2),
        }),
        data: ExerciseAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const account = await accountFor(svc, request, p);
        const sec = securityOrRaise(svc, p.security, p.market);
        if (sec.board !== 'option') throw tradeError(60001);
        const r = await exercise(svc, account.accountId, sec, p.orderQty, p.direction === 2);
        if (!r.ok) raise(r);
        return optionsAccountView(svc, account.accountId);
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/SOQuery/QueryOptionsAccount',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '期权账户状态：data = { combinations 组合持仓, cover 备兑锁定（locked/used/free）, exercises 行权申报 }',
        params: Type.Object(accountParams),
        data: QueryOptionsAccountAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        return optionsAccountView(svc, ref.accountId);
      },
    );
  };
