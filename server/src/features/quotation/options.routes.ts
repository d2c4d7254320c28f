import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import type { Quote, Security, SimulatedMarket } from '../../domain/market';
import { endpoint } from '../../http/endpoint';
import { optText } from '../../http/schemas';
import type { Feature } from '../feature';
import { tradeParams, optionAnalytics } from '../options';
import { isAdjusted } from '../../domain/market/universe/option-listing';
import { marketOf } from './market-service';
import { resolve, splitCodes } from './symbols';
import {
  GetSOSecurityCurInfoAnswer,
  GetSOTradeParamAnswer,
  GetSOUnderlyingInfoAnswer,
  QuerySecurityCurInfosAnswer,
} from './quotation.answers';

const tags = ['quotation'];

const quoteOf = (m: SimulatedMarket, s: Security) => m.quote(`${s.code}.${s.market}`) as Quote;

function optionRow(m: SimulatedMarket, s: Security) {
  const q = quoteOf(m, s);
  const d = s.derivative;
  return {
    symbol: s.code,
    market: s.market,
    shortName: s.name,
    securityType: s.type,
    underlying: d?.underlying ?? '',
    optionType: d?.optionType ?? '',
    strike: d?.strike ?? 0,
    expiry: d?.expiry ?? '',
    unit: d?.multiplier ?? 1,
    adjusted: isAdjusted(s),
    last: q.last,
    preClose: q.prevClose,
    change: q.change,
    changePct: q.changePct,
    bidPrice: q.bids[0]?.price ?? null,
    askPrice: q.asks[0]?.price ?? null,
    volume: q.cumVolume,
    tick: s.tick,
    ...optionAnalytics(s, q, d?.underlying ? m.quote(d.underlying) : undefined),
  };
}

/** Option contracts, quotes, trade parameters and underlyings (spec §7 options calls). */
export function optionsRoutes(ctx: AppContext): Feature {
  const parts = [optionChainRoutes, optionParamRoutes].map((part) => part(ctx));
  return (app) => {
    for (const part of parts) part(app, ctx);
  };
}

/** Option chains: by underlying, and any list of contracts. */
function optionChainRoutes(ctx: AppContext): Feature {
  return (app) => {
    const options = (m: SimulatedMarket, underlying?: string) =>
      m
        .all()
        .filter(
          (s) => s.board === 'option' && (!underlying || s.derivative?.underlying === underlying),
        );
    endpoint(
      app,
      {
        url: '/VERace/SOQuery/GetSOSecurityCurInfo',
        methods: ['GET', 'POST'],
        tags,
        params: Type.Object({ underlying: optText(20) }),
        data: GetSOSecurityCurInfoAnswer,
        summary:
          '期权合约及行情（可按标的过滤）：data = [{ symbol, shortName, underlying, optionType, strike, expiry, unit, last, bidPrice, askPrice, … }]',
      },
      async (p) => {
        const { market } = await marketOf(ctx);
        const u = p.underlying?.trim() ? resolve(market, p.underlying).code : undefined;
        return options(market, u).map((s) => optionRow(market, s));
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/SOQuery/QuerySecurityCurInfos',
        methods: ['GET', 'POST'],
        tags,
        params: Type.Object({ securities: optText(4000) }),
        data: QuerySecurityCurInfosAnswer,
        summary: '按代码查询期权行情：securities 逗号分隔；data = [期权行情]',
      },
      async (p) => {
        const { market } = await marketOf(ctx);
        return splitCodes(p.securities).map((c) => optionRow(market, resolve(market, c)));
      },
    );
  };
}

/** The option contracts' trading parameters and their underlyings. */
function optionParamRoutes(ctx: AppContext): Feature {
  return (app) => {
    const options = (m: SimulatedMarket, underlying?: string) =>
      m
        .all()
        .filter(
          (s) => s.board === 'option' && (!underlying || s.derivative?.underlying === underlying),
        );
    endpoint(
      app,
      {
        url: '/VERace/TradeParam/GetSOTradeParam',
        methods: ['GET', 'POST'],
        tags,
        params: Type.Object({ underlying: optText(20), kind: optText(20) }),
        data: GetSOTradeParamAnswer,
        summary:
          '期权交易参数（kind etf / index / commodity）：data = [{ symbol, unit, strike, expiry, optionType, exerciseType E/A, settlement, marginRateHigh, marginRateLow, marginPerContract, feePerContract, maxOrderQty, tick }]',
      },
      async (p) => {
        const { market } = await marketOf(ctx);
        const u = p.underlying?.trim() ? resolve(market, p.underlying).code : undefined;
        return tradeParams(ctx, p.kind, u);
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/TradeParam/GetSOUnderlyingInfo',
        methods: ['GET', 'POST'],
        tags,
        params: Type.Object({}),
        data: GetSOUnderlyingInfoAnswer,
        summary:
          '期权标的：data = [{ symbol, market, shortName, last, preClose, changePct, optionCount }]',
      },
      async () => {
        const { market } = await marketOf(ctx);
        const counts = new Map<string, number>();
        for (const s of options(market))
          counts.set(
            s.derivative?.underlying ?? '',
            (counts.get(s.derivative?.underlying ?? '') ?? 0) + 1,
          );
        return [...counts].map(([code, optionCount]) => {
          const s = market.security(code) as Security;
          const q = quoteOf(market, s);
          return {
            symbol: s.code,
            market: s.market,
            shortName: s.name,
            last: q.last,
            preClose: q.prevClose,
            changePct: q.changePct,
            optionCount,
          };
        });
      },
    );
  };
}
