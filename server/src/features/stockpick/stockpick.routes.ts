import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import {
  CONCEPT_BASE,
  CONCEPTS,
  INDICATOR_GROUPS,
  INDICATORS,
  indicatorRanges,
  pageOf,
  screen,
  type IndicatorId,
  type ScreenRow,
} from '../../domain/research';
import { requireUser } from '../../http/auth';
import { limited } from '../../http/call-limits';
import { endpoint } from '../../http/endpoint';
import { optText, paging } from '../../http/schemas';
import type { Feature } from '../feature';
import { researchOf } from './research-service';
import { screenFields } from './scheme-schema';
import {
  GetIndexListAnswer,
  GetIndexRangeAnswer,
  GetPlateListAnswer,
  QueryAnswer,
} from './stockpick.answers';

const tags = ['stockpick'];
const base = '/VEISP/StockPick';

/** A screen row as the portal lists it: the stock and every indicator value, rounded. */
/** A screener row as answered: the security, then one value per indicator id (pe, pb, …). */
export interface ScreenRowView {
  symbol: string;
  market: string;
  shortName: string;
  industry: string;
  [indexId: string]: string | number | null;
}

export function rowView(r: ScreenRow): ScreenRowView {
  const values: Record<string, number | null> = {};
  for (const d of INDICATORS) {
    const v = r.values[d.indexId as IndicatorId];
    values[d.indexId] = v === null ? null : Number(v.toFixed(d.digits));
  }
  return { symbol: r.code, market: r.market, shortName: r.name, industry: r.industry, ...values };
}

/** The four screener calls of spec §7: indicators, plates, today's ranges, Query. */
export function stockPickRoutes(ctx: AppContext): Feature {
  const parts = [indexAndPlateRoutes, screenRoutes].map((part) => part(ctx));
  return (app) => {
    for (const part of parts) part(app, ctx);
  };
}

/** The indices and plates (板块) a screen may be limited to. */
function indexAndPlateRoutes(ctx: AppContext): Feature {
  const research = researchOf(ctx);
  return (app) => {
    endpoint(
      app,
      {
        url: `${base}/GetIndexList`,
        methods: ['GET', 'POST'],
        tags,
        guard: requireUser,
        summary:
          '选股指标（按估值、盈利、成长、技术分组）：[{ group, groupName, list: [{ indexId, indexName, unit, digits }] }]',
        params: Type.Object({}),
        data: GetIndexListAnswer,
      },
      () =>
        INDICATOR_GROUPS.map((g) => ({
          ...g,
          list: INDICATORS.filter((d) => d.group === g.group),
        })),
    );

    endpoint(
      app,
      {
        url: `${base}/GetPlateList`,
        methods: ['GET', 'POST'],
        tags,
        guard: requireUser,
        summary: '行业与概念板块：{ industries: [{ plateId, plateName, count }], concepts: [...] }',
        params: Type.Object({}),
        data: GetPlateListAnswer,
      },
      async () => {
        const rows = await research.todayRows();
        const count = (id: number) => rows.filter((r) => r.plateIds.includes(id)).length;
        const market = await research.market();
        return {
          industries: research
            .plateIndex(market)
            .industries.map((p) => ({ ...p, count: count(p.plateId) }))
            .filter((p) => p.count > 0),
          concepts: CONCEPTS.map((name, i) => ({
            plateId: CONCEPT_BASE + i,
            plateName: name,
            count: count(CONCEPT_BASE + i),
          })),
        };
      },
    );
  };
}

/** The value ranges of the indicators, and the screen itself. */
function screenRoutes(ctx: AppContext): Feature {
  const research = researchOf(ctx);
  return (app) => {
    endpoint(
      app,
      {
        url: `${base}/GetIndexRange`,
        methods: ['GET', 'POST'],
        tags,
        guard: requireUser,
        summary: '各指标今日的最小值与最大值：[{ indexId, min, max }]',
        params: Type.Object({ indexIds: optText(500) }),
        data: GetIndexRangeAnswer,
      },
      async (p) => {
        const wanted = (p.indexIds ?? '').split(',').filter(Boolean);
        const ids = INDICATORS.map((d) => d.indexId as IndicatorId).filter(
          (id) => !wanted.length || wanted.includes(id),
        );
        const market = await research.market();
        return {
          tradingDate: market.tradingDate(),
          list: indicatorRanges(await research.todayRows(), ids),
        };
      },
    );

    endpoint(
      app,
      {
        url: `${base}/Query`,
        methods: ['POST'],
        tags,
        guard: limited(ctx, 'screen', requireUser),
        summary:
          '条件选股：conditions（区间 min/max、前N名 top/order）、plateIds、排序、分页 → { total, tradingDate, list }',
        params: Type.Object({ ...screenFields, ...paging }),
        data: QueryAnswer,
      },
      async (p) => {
        const all = screen(await research.todayRows(), p);
        const market = await research.market();
        const size = p.pageSize ?? 20;
        return {
          total: all.length,
          pageIndex: p.pageIndex ?? 1,
          pageSize: size,
          tradingDate: market.tradingDate(),
          list: pageOf(all, p.pageIndex ?? 1, size).map(rowView),
        };
      },
    );
  };
}
