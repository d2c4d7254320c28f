import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import {
  FOREX_RULES,
  liveCnyRate,
  pairCurrencies,
  pairDecimals,
  pipOf,
  swapRatesOf,
} from '../../domain/forex';
import type { Quote, Security, SimulatedMarket } from '../../domain/market';
import { endpoint } from '../../http/endpoint';
import type { Feature } from '../feature';
import { marketOf } from './market-service';
import {
  GetForexInterestInfoAnswer,
  GetForexSecurityCurInfoAnswer,
  GetForexTradeRulesAnswer,
} from './quotation.answers';

const tags = ['quotation'];

const quoteOf = (m: SimulatedMarket, s: Security) => m.quote(`${s.code}.${s.market}`) as Quote;

/** Forex display decimals (spec §5) from the pair's tick: step 1000 → 3, 100 → 2, otherwise 5. */
const forexDecimals = (s: Security) => pairDecimals(s);

/** Forex pairs with live bid/ask, their trade rules and swap rates (spec §7 forex calls). */
export function forexRoutes(ctx: AppContext): Feature {
  const parts = [forexQuoteRoute, forexRuleRoutes].map((part) => part(ctx));
  return (app) => {
    for (const part of parts) part(app, ctx);
  };
}

/** The forex pairs with their quotes. */
function forexQuoteRoute(ctx: AppContext): Feature {
  return (app) => {
    const forex = (m: SimulatedMarket) => m.all().filter((s) => s.board === 'forex');
    endpoint(
      app,
      {
        url: '/VERace/ForexQuery/GetForexSecurityCurInfo',
        methods: ['GET', 'POST'],
        tags,
        params: Type.Object({}),
        data: GetForexSecurityCurInfoAnswer,
        summary:
          '外汇货币对实时报价：data = [{ symbol, shortName, bid, ask, last, high, low, preClose, changePct, decimals }]',
      },
      async () => {
        const { market } = await marketOf(ctx);
        return forex(market).map((s) => {
          const q = quoteOf(market, s);
          return {
            symbol: s.code,
            shortName: s.name,
            bid: q.bids[0]?.price ?? q.last,
            ask: q.asks[0]?.price ?? q.last,
            last: q.last,
            high: q.high,
            low: q.low,
            preClose: q.prevClose,
            changePct: q.changePct,
            decimals: forexDecimals(s),
          };
        });
      },
    );
  };
}

/** The forex trade rules and the interest (swap) table. */
function forexRuleRoutes(ctx: AppContext): Feature {
  return (app) => {
    const forex = (m: SimulatedMarket) => m.all().filter((s) => s.board === 'forex');
    endpoint(
      app,
      {
        url: '/VERace/ForexQuery/GetForexTradeRules',
        methods: ['GET', 'POST'],
        tags,
        params: Type.Object({}),
        data: GetForexTradeRulesAnswer,
        summary:
          '外汇交易规则（每个货币对，来自证券主数据与外汇规则表）：data = [{ symbol, shortName, baseCurrency, quoteCurrency, minQty, qtyStep, tick, decimals, pip, spread, spreadPips, quoteCnyRate（规则表）, liveQuoteCnyRate（按实时行情折算，无行情时同规则表）, commissionRate, tPlusN }]',
      },
      async () => {
        const { market } = await marketOf(ctx);
        const live = (ccy: string) => liveCnyRate((key) => market.quote(key)?.last, ccy);
        return forex(market).map((s) => {
          const { base, quote } = pairCurrencies(s.code);
          const pip = pipOf(s.code);
          return {
            symbol: s.code,
            shortName: s.name,
            baseCurrency: base,
            quoteCurrency: quote,
            minQty: s.minBuy,
            qtyStep: s.lot,
            tick: s.tick,
            decimals: forexDecimals(s),
            pip,
            spread: s.spread ?? 0,
            spreadPips: Number(((s.spread ?? 0) / pip).toFixed(1)),
            quoteCnyRate: FOREX_RULES.cnyRates[quote] ?? null,
            liveQuoteCnyRate: Number((live(quote) ?? FOREX_RULES.cnyRates[quote] ?? 0).toFixed(6)),
            commissionRate: FOREX_RULES.commissionRate,
            tPlusN: s.tPlusN,
          };
        });
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/ForexQuery/GetForexInterestInfo',
        methods: ['GET', 'POST'],
        tags,
        params: Type.Object({}),
        data: GetForexInterestInfoAnswer,
        summary:
          '外汇隔夜利息（年化 %，虚盘持仓每日结算时按此表计息）：data = [{ symbol, longRate, shortRate }]',
      },
      async () => {
        const { market } = await marketOf(ctx);
        // The same table the margin mode's rollover books the swap from (domain/forex).
        return forex(market).map((s) => ({ symbol: s.code, ...swapRatesOf(s.code) }));
      },
    );
  };
}
