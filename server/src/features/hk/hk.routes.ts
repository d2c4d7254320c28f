import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { toYuan } from '../../domain/exchange';
import {
  CAS_BAND,
  clockOf,
  HK_SESSIONS,
  hkRules,
  T_PLUS_CASH,
  unsettledOf,
  VCM_RULES,
} from '../../domain/hk';
import { HK_SPREADS } from '../../domain/market/rules';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optText } from '../../http/schemas';
import type { Feature } from '../feature';
import { tradeError, assetsView, snapshotOf, tradingOf } from '../trading';
import { HKD, hkAccountFor, sectionParam } from './hk-account';
import { hkExportRoutes } from './hk-export.routes';
import { GetHKAccountAnswer, GetHKStatusAnswer, GetHKTradeRulesAnswer } from './hk.answers';

const tags = ['hk'];
const params = Type.Object({ ...accountSelectors, section: sectionParam });
/** The code of an HK account's currency: the HKD account's, else the CNY connect account's. */
const currencyCode = (currency: number): 'CNY' | 'HKD' => (currency === HKD ? 'HKD' : 'CNY');
const span = (s: { from: number; to: number }) => `${clockOf(s.from)}–${clockOf(s.to)}`;

/**
 * The HK sections' own calls: trade rules of the caller's contest, the account a section trades
 * in (CNY connect account or HKD account, with its 待交收 proceeds) and an HK share's session and
 * VCM state. Orders, max volumes, holdings and lists go through the stock calls with that
 * account; the `hk` asset class books them.
 */
export const hkRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const part of [hkRulesRoute, hkAccountRoutes]) part(ctx)(app, ctx);
  };

/** The HK trade rules: lots, fees, sessions, the settlement rate. */
const hkRulesRoute =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/HKQuery/GetHKTradeRules',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '港股交易规则：data = { settlementCurrency, referenceRate: { buy, sell }, fees, spreadTable, sessions, vcm, closingAuction, cashSettlementDays }',
        params,
        data: GetHKTradeRulesAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await hkAccountFor(ctx, svc, request, p, p.section ?? 'HKStock');
        const rules = hkRules(await svc.core.settings(ref.matchId));
        const { morning, afternoon, closingAuction: cas } = HK_SESSIONS;
        return {
          matchID: ref.matchId,
          assetAccount: ref.accountId,
          settlementCurrency: currencyCode(ref.currency),
          referenceRate: rules.referenceRate,
          fees: rules.fees,
          spreadTable: [
            ...HK_SPREADS.map(([below, tick]) => ({ below, tick })),
            { below: null, tick: 5 },
          ],
          sessions: {
            morning: span(morning),
            afternoon: span(afternoon),
            closingAuction: span(cas),
          },
          closingAuction: {
            band: CAS_BAND,
            orderInput: span({ from: cas.input, to: cas.noCancel }),
          },
          vcm: {
            pct: VCM_RULES.pct,
            lookbackMinutes: VCM_RULES.lookbackMinutes,
            coolingMinutes: VCM_RULES.coolingMinutes,
          },
          cashSettlementDays: T_PLUS_CASH,
        };
      },
    );
  };

/** The HK account and the market status (session, VCM). */
const hkAccountRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    endpoint(
      app,
      {
        url: '/VERace/HKQuery/GetHKAccount',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '港股资金账户：data = QueryUserAssets 字段 + { currencyName: CNY|HKD, unsettledCash（待交收） }',
        params,
        data: GetHKAccountAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const ref = await hkAccountFor(ctx, svc, request, p, p.section ?? 'HKStock');
        const account = await snapshotOf(svc, ref.accountId);
        let unsettled = 0;
        for (const pos of account.positions.values()) unsettled += unsettledOf(pos);
        return {
          ...assetsView(svc.core.market, account),
          currencyName: currencyCode(ref.currency),
          unsettledCash: toYuan(unsettled),
        };
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/HKQuery/GetHKStatus',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '港股时段与市调机制：data = { security, hkTime, session, sessionName, canOrder, canCancel, atAuction, vcm, casReference }',
        params: Type.Object({ security: optText(10) }),
        data: GetHKStatusAnswer,
        guard: requireUser,
      },
      async (p) => {
        const svc = await tradingOf(ctx);
        const code = p.security ?? '00700';
        const q = /^\d{5}$/.test(code) ? svc.core.market.quote(`${code}.HKEX`) : undefined;
        if (!q?.hk) throw tradeError(60001);
        const { hk } = q;
        const vcm = hk.vcm && {
          ...hk.vcm,
          coolingUntil: hk.vcm.coolingUntil === null ? null : clockOf(hk.vcm.coolingUntil),
          triggeredAt: hk.vcm.triggeredAt === null ? null : clockOf(hk.vcm.triggeredAt),
        };
        return {
          security: code,
          last: q.last,
          hkTime: hk.clock,
          session: hk.rule.session,
          sessionName: hk.sessionName,
          canOrder: hk.rule.order,
          canCancel: hk.rule.cancel,
          atAuction: hk.rule.atAuction,
          tradingDay: hk.tradingDay,
          vcm,
          casReference: hk.casReference,
        };
      },
    );
  };

/** HK (港股通 HKMarkets, 沪深港通 HKStock): rules, section account, status, exports. */
export const hkFeature: Feature = async (app, ctx) => {
  await hkRoutes(ctx)(app, ctx);
  await hkExportRoutes(ctx)(app, ctx);
};
