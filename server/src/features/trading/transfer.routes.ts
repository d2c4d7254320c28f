import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { toLi, toYuan } from '../../domain/exchange';
import type { Market } from '../../domain/market';
import { requireManager, requireUser } from '../../http/auth';
import { beijingIso } from '../../http/beijing-iso';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optInt, page, paging, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { accountFor, raise } from './access';
import { snapshotOf } from './query.routes';
import { tradingOf } from './trading-service';
import {
  BankSecuritiesTransferAnswer,
  GetTransferRecordSummaryAnswer,
  GetTransferRecordsAnswer,
  SetCorporateActionAnswer,
  SetSuspensionAnswer,
} from './trading.answers';

const tags = ['trading'];
const account = { ...accountSelectors, TraderID: optInt(1) };

/** Bank-securities transfers, the corporate-action table and suspensions. */
export const transferRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const part of [bankTransferRoute, transferRecordRoutes, tradeAdminRoutes])
      part(ctx)(app, ctx);
  };

/** 银证转账: cash moved between the bank and the securities account. */
const bankTransferRoute =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/StockQuery/BankSecuritiesTransfer',
        methods: ['POST'],
        tags,
        summary:
          '银证转账（direction 1 银行转证券，2 证券转银行；amount 元）：data = { availableCash }',
        params: Type.Object({
          ...account,
          direction: Type.Integer({ minimum: 1, maximum: 2 }),
          amount: Type.Number({ minimum: 0.01, maximum: 1e11 }),
        }),
        data: BankSecuritiesTransferAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p);
        const r = await svc.engine.transfer(ref.accountId, p.direction, toLi(p.amount));
        if (!r.ok) raise(r);
        const a = await snapshotOf(svc, ref.accountId);
        return { availableCash: toYuan(a.cash.available) };
      },
    );
  };

/** The transfer records and their summary. */
const transferRecordRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/StockQuery/GetTransferRecords',
        methods: ['GET', 'POST'],
        tags,
        summary: '银证转账记录：data = { total, list }',
        params: Type.Object({ ...account, ...paging }),
        data: GetTransferRecordsAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const { limit, offset } = page(p);
        const res = await svc.queries.transfers(ref.accountId, limit, offset);
        return {
          total: res.total,
          list: res.rows.map((t) => ({
            transferId: Number(t.transfer_id),
            direction: Number(t.direction),
            directionName: Number(t.direction) === 1 ? '银行转证券' : '证券转银行',
            amount: toYuan(Number(t.amount)),
            balanceAfter: toYuan(Number(t.balance_after)),
            tradingDate: String(t.trading_date),
            time: beijingIso(t.created_at as string),
          })),
        };
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/StockQuery/GetTransferRecordSummary',
        methods: ['GET', 'POST'],
        tags,
        summary: '银证转账汇总：data = { transferIn, transferOut, net, count }',
        params: Type.Object(account),
        data: GetTransferRecordSummaryAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await accountFor(svc, request, p, { managersMayRead: true });
        const s = await svc.queries.transferSummary(ref.accountId);
        return {
          transferIn: toYuan(s.inLi),
          transferOut: toYuan(s.outLi),
          net: toYuan(s.inLi - s.outLi),
          count: s.count,
        };
      },
    );
  };

/** An admin's corporate actions and trading halts. */
const tradeAdminRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/TradeAdmin/SetCorporateAction',
        methods: ['POST'],
        tags,
        summary: '登记除权除息（教师、管理员）：exDate 当日结算时派息（111）、送转股（112）',
        params: Type.Object({
          security: text(20),
          market: text(10),
          exDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
          cashPerShare: Type.Number({ minimum: 0, maximum: 10000 }),
          sharesPerShare: Type.Number({ minimum: 0, maximum: 100 }),
        }),
        data: SetCorporateActionAnswer,
        guard: requireManager,
      },
      async (p) => {
        const svc = await tradingOf(ctx);
        await svc.core.accounts.addCorporateAction({
          market: p.market.toUpperCase() as Market,
          code: p.security,
          exDate: p.exDate,
          cashPerShare: p.cashPerShare,
          sharesPerShare: p.sharesPerShare,
        });
        return true;
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/TradeAdmin/SetSuspension',
        methods: ['POST'],
        tags,
        summary: '停牌或复牌（教师、管理员）：停牌期间委托以 60006 拒绝',
        params: Type.Object({ security: text(20), market: text(10), suspended: Type.Boolean() }),
        data: SetSuspensionAnswer,
        guard: requireManager,
      },
      async (p) => {
        const svc = await tradingOf(ctx);
        await svc.core.setSuspended(p.market.toUpperCase(), p.security, p.suspended);
        return true;
      },
    );
  };
