import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import type { Security } from '../../domain/market';
import { refuse } from '../../http/app-error';
import { endpoint } from '../../http/endpoint';
import { optInt, optText } from '../../http/schemas';
import type { Feature } from '../feature';
import { marketOf } from './market-service';
import { parseMarkets, resolve, splitCodes } from './symbols';
import { infoRecord, quoteRow, type QuoteRow } from './views';
import {
  GetSecurityCurInfoForVEAnswer,
  SymbolsAnswer,
  SecurityQuoteRoutesAnswer,
} from './quotation.answers';

const tags = ['quotation'];

const SORTABLE: ReadonlyArray<keyof QuoteRow> = [
  'symbol',
  'last',
  'change',
  'changePct',
  'volume',
  'amount',
  'high',
  'low',
  'open',
  'preClose',
];

/** Live snapshots (/tick/symbols, QueryQuote) and the trade gateway's security info records. */
export function tickRoutes(ctx: AppContext): Feature {
  const parts = [tickSymbolsRoute, securityQuoteRoutes].map((part) => part(ctx));
  return (app) => {
    for (const part of parts) part(app, ctx);
  };
}

/** The tick symbols: quotes of a list of securities. */
function tickSymbolsRoute(ctx: AppContext): Feature {
  return (app) => {
    endpoint(
      app,
      {
        url: '/tick/symbols',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '实时行情快照：codes 为逗号分隔代码（可带 .市场），为空时按 markets 列出全部；pageSize ≤ 200；orderBy 为 changePct、last、volume、amount 等，sortord = asc/desc。data = { total, list: [行情] }',
        params: Type.Object({
          codes: optText(4000),
          markets: optText(100),
          pageIndex: optInt(1),
          pageSize: optInt(1, 200),
          orderBy: optText(20),
          sortord: optText(5),
        }),
        data: SymbolsAnswer,
      },
      async (p) => {
        const { market } = await marketOf(ctx);
        const codes = splitCodes(p.codes);
        if (codes.length > 500) throw refuse('一次最多查询500个证券代码');
        let secs: Security[];
        if (codes.length) {
          const missing = codes.filter((c) => !market.security(c));
          if (missing.length) throw refuse(`证券代码不存在：${missing.slice(0, 5).join('、')}`);
          secs = codes.map((c) => market.security(c) as Security);
        } else {
          const markets = parseMarkets(p.markets);
          secs = market.all().filter((s) => !markets.length || markets.includes(s.market));
        }
        const orderBy = p.orderBy as keyof QuoteRow | undefined;
        if (orderBy && !SORTABLE.includes(orderBy)) throw refuse(`不支持的排序字段：${orderBy}`);
        const t = market.clock.read();
        let rows = secs.map((s) =>
          quoteRow(
            s,
            market.quote(`${s.code}.${s.market}`, t) as NonNullable<
              ReturnType<typeof market.quote>
            >,
          ),
        );
        if (orderBy) {
          // asc (or 1) sorts ascending; anything else, the default, descending.
          const dir = /^(asc|1)$/i.test(p.sortord ?? '') ? 1 : -1;
          rows = [...rows].sort((a, b) => {
            const x = a[orderBy] as number | string;
            const y = b[orderBy] as number | string;
            return (x < y ? -1 : x > y ? 1 : 0) * dir;
          });
        }
        const size = p.pageSize ?? 50;
        const start = ((p.pageIndex ?? 1) - 1) * size;
        return { total: rows.length, list: rows.slice(start, start + size) };
      },
    );
  };
}

/** One security's information and its quote, under the trading and options paths. */
function securityQuoteRoutes(ctx: AppContext): Feature {
  return (app) => {
    endpoint(
      app,
      {
        url: '/TradeGW/BaseData/GetSecurityCurInfoForVE',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '证券基础信息：data 为分号分隔的记录，每条逗号分隔 9 个字段 symbol,market,shortName,pyShortName,securityType,flagBits,lcp,bQtyStep,minTickSize（flagBits：1 ST，2 T+0，4 有涨跌停，8 指数，16 衍生品）',
        params: Type.Object({
          markets: optText(100),
          securities: optText(4000),
          securityType: optInt(0, 100),
        }),
        data: GetSecurityCurInfoForVEAnswer,
      },
      async (p) => {
        const { market } = await marketOf(ctx);
        const markets = parseMarkets(p.markets);
        const codes = splitCodes(p.securities);
        const t = market.clock.read();
        const list = codes.length
          ? codes.map((c) => resolve(market, c))
          : market
              .all()
              .filter(
                (s) =>
                  (!markets.length || markets.includes(s.market)) &&
                  (!p.securityType || s.type === p.securityType),
              );
        return list
          .map((s) =>
            infoRecord(s, market.quote(`${s.code}.${s.market}`, t)?.prevClose ?? s.basePrice),
          )
          .join(';');
      },
    );

    for (const url of ['/TradeGW/Query/QueryQuote', '/VERace/SOQuery/QueryQuote']) {
      endpoint(
        app,
        {
          url,
          methods: ['GET', 'POST'],
          tags,
          summary: '单个证券实时行情（五档盘口、涨跌停价、成交量）：data = 行情',
          params: Type.Object({ userID: optInt(0), security: optText(40), market: optText(10) }),
          data: SecurityQuoteRoutesAnswer,
        },
        async (p) => {
          const { market } = await marketOf(ctx);
          const sec = resolve(market, p.security, p.market);
          return quoteRow(
            sec,
            market.quote(`${sec.code}.${sec.market}`) as NonNullable<
              ReturnType<typeof market.quote>
            >,
          );
        },
      );
    }
  };
}
