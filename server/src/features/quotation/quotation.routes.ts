import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import {
  aggregate,
  aggregateByPeriod,
  minuteLabel,
  SESSION_MINUTES,
  searchSecurities,
  typesForSearch,
  type Bar,
} from '../../domain/market';
import { refuse } from '../../http/app-error';
import { endpoint } from '../../http/endpoint';
import { optInt, optText } from '../../http/schemas';
import type { Feature } from '../feature';
import { parseFreq } from './freq';
import { marketOf } from './market-service';
import { parseMarkets, resolve } from './symbols';
import { toHit } from './views';
import {
  GetEmptyQuoteListAnswer,
  SecuritySearchRoutesAnswer,
  SymbolAnswer,
} from './quotation.answers';

const tags = ['quotation'];

/** Parameters shared by the search and plate calls. */
export const searchParams = Type.Object({
  keyword: optText(40),
  searchString: optText(40),
  markets: optText(100),
  limit: optInt(1, 50),
  pageSize: optInt(1, 200),
  pageIndex: optInt(1),
  type: optInt(0, 100),
  isIncludeIndex: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 5 })])),
});

/** Chart bars, the empty time axis and plate listings (spec §7 quotation calls). */
export function quotationRoutes(ctx: AppContext): Feature {
  const parts = [minuteAndEmptyRoutes, securitySearchRoutes].map((part) => part(ctx));
  return (app) => {
    for (const part of parts) part(app, ctx);
  };
}

/** Minute values of a security, and the empty quote list of a closed day. */
function minuteAndEmptyRoutes(ctx: AppContext): Feature {
  return (app) => {
    endpoint(
      app,
      {
        url: '/QuotationAPI/api/v1/min/values/symbol',
        methods: ['GET'],
        tags,
        summary:
          'K线：freq = 1/5/15/30/60（分钟）、D、W、M；分钟线 days = 1…5 个交易日（默认当日），日线 count ≤ 1000。data = { symbol, market, shortName, freq, preClose, bars: [{ time, open, high, low, close, volume, amount }] }',
        params: Type.Object({
          symbol: optText(40),
          market: optText(10),
          freq: optText(10),
          days: optInt(1, 5),
          count: optInt(1, 1000),
          date: optText(10),
        }),
        data: SymbolAnswer,
      },
      async (p) => {
        const { market } = await marketOf(ctx);
        const sec = resolve(market, p.symbol, p.market);
        const freq = parseFreq(p.freq);
        const key = `${sec.code}.${sec.market}`;
        const quote = market.quote(key);
        let bars: Bar[];
        if (freq.kind === 'minute') {
          const dates = market.tradingDates();
          const end = p.date ? dates.indexOf(p.date) : dates.length - 1;
          if (end < 0) throw refuse(`不是交易日或超出历史范围：${p.date}`);
          const days = dates.slice(Math.max(0, end - (p.days ?? 1) + 1), end + 1);
          bars = days.flatMap((d) => aggregate(market.minuteBars(key, d), freq.n));
        } else {
          const daily = market.dailyBars(key);
          bars = freq.kind === 'day' ? daily : aggregateByPeriod(daily, freq.kind);
          bars = bars.slice(-(p.count ?? 250));
        }
        return {
          symbol: sec.code,
          market: sec.market,
          shortName: sec.name,
          freq: p.freq ?? '1',
          preClose: quote?.prevClose ?? null,
          bars,
        };
      },
    );

    endpoint(
      app,
      {
        url: '/Calendar/GetEmptyQuoteList',
        methods: ['GET'],
        tags,
        summary:
          '分时图空白时间轴：data = { tradingDate, exchangeCode, times: ["09:31", …, "15:00"] }',
        params: Type.Object({ symbol: optText(40), exchangeCode: optText(10) }),
        data: GetEmptyQuoteListAnswer,
      },
      async (p) => {
        const { market } = await marketOf(ctx);
        const sec = p.symbol ? resolve(market, p.symbol, p.exchangeCode) : undefined;
        const times = Array.from({ length: SESSION_MINUTES }, (_, m) => minuteLabel(m));
        return {
          tradingDate: market.tradingDate(),
          exchangeCode: sec?.market ?? p.exchangeCode ?? '',
          times,
        };
      },
    );
  };
}

/** Security search (code, name, pinyin) under both of its paths. */
function securitySearchRoutes(ctx: AppContext): Feature {
  return (app) => {
    const search = async (p: {
      keyword?: string;
      searchString?: string;
      markets?: string;
      limit?: number;
      pageSize?: number;
      type?: number;
    }) => {
      const { market } = await marketOf(ctx);
      const keyword = p.keyword ?? p.searchString ?? '';
      return searchSecurities(market.all(), keyword, {
        markets: parseMarkets(p.markets),
        types: p.type ? typesForSearch(p.type) : [],
        limit: p.limit ?? Math.min(p.pageSize ?? 30, 50),
      }).map(toHit);
    };
    for (const url of ['/QuotationAPI/api/v1/security/search', '/static/security/search']) {
      endpoint(
        app,
        {
          url,
          methods: ['GET'],
          tags,
          summary:
            '证券检索（代码、简称、拼音首字母，不区分大小写），limit ≤ 50（默认 30）：data = [{ symbol, shortname, pyshortname, market, typeid }]',
          params: searchParams,
          data: SecuritySearchRoutesAnswer,
        },
        (p) => search(p),
      );
    }
  };
}
