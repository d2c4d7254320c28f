import type { AppContext } from '../../context';
import { searchSecurities } from '../../domain/market';
import { refuse } from '../../http/app-error';
import { endpoint } from '../../http/endpoint';
import type { Feature } from '../feature';
import { marketOf } from './market-service';
import { allPlates } from './plates';
import { searchParams } from './quotation.routes';
import { parseMarkets } from './symbols';
import { toHit } from './views';
import { IdAnswer, NewplateAnswer } from './quotation.answers';

const tags = ['quotation'];

/** Plate (板块) listings: the plates themselves and the members of one plate. */
export function plateRoutes(ctx: AppContext): Feature {
  return (app) => {
    endpoint(
      app,
      {
        url: '/static/security/plate/:id',
        methods: ['GET'],
        tags,
        summary:
          '板块成分（可按关键字过滤）：data = { plateId, plateName, total, list: [{ symbol, shortname, pyshortname, market, typeid }] }',
        params: searchParams,
        data: IdAnswer,
      },
      async (p, request) => {
        const { market } = await marketOf(ctx);
        const id = Number((request.params as { id?: string }).id);
        const plate = allPlates(market.all()).find((x) => x.id === id);
        if (!plate) throw refuse(`板块不存在：${String((request.params as { id?: string }).id)}`);
        const markets = parseMarkets(p.markets);
        const keyword = (p.searchString ?? p.keyword ?? '').trim();
        const include =
          p.isIncludeIndex === undefined ||
          p.isIncludeIndex === true ||
          p.isIncludeIndex === 'true' ||
          p.isIncludeIndex === '1';
        let list = market.all().filter((s) => plate.test(s) && (include || s.board !== 'index'));
        if (markets.length) list = list.filter((s) => markets.includes(s.market));
        if (keyword) list = searchSecurities(list, keyword, { limit: 50 });
        const size = p.pageSize ?? 50;
        const start = ((p.pageIndex ?? 1) - 1) * size;
        return {
          plateId: plate.id,
          plateName: plate.name,
          total: list.length,
          list: list.slice(start, start + size).map(toHit),
        };
      },
    );

    endpoint(
      app,
      {
        url: '/static/security/newplate',
        methods: ['GET'],
        tags,
        summary:
          '板块列表（可按名称过滤）：data = { total, list: [{ plateId, plateName, count }] }',
        params: searchParams,
        data: NewplateAnswer,
      },
      async (p) => {
        const { market } = await marketOf(ctx);
        const all = market.all();
        const markets = parseMarkets(p.markets);
        const keyword = (p.searchString ?? p.keyword ?? '').trim();
        const rows = allPlates(all)
          .filter((pl) => !keyword || pl.name.includes(keyword))
          .map((pl) => ({
            plateId: pl.id,
            plateName: pl.name,
            count: all.filter((s) => pl.test(s) && (!markets.length || markets.includes(s.market)))
              .length,
          }))
          .filter((r) => r.count > 0);
        const size = p.pageSize ?? 50;
        const start = ((p.pageIndex ?? 1) - 1) * size;
        return { total: rows.length, list: rows.slice(start, start + size) };
      },
    );
  };
}
