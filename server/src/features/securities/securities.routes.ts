import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { newSecurity, parseDailyCsv, type Market, type NewSecuritySpec } from '../../domain/market';
import { refuse } from '../../http/app-error';
import { currentAdmin, requireAdmin } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optInt, optText, text } from '../../http/schemas';
import { marketOf, SEARCH_MARKETS, resolve, toHit } from '../quotation';
import type { Feature } from '../feature';
import { AddSecurityAnswer, ImportDailyBarsAnswer } from './securities.answers';

const tags = ['securities'];
const BOARDS: ReadonlyArray<NewSecuritySpec['board']> = [
  'main',
  'star',
  'chinext',
  'bse',
  'index',
  'etf',
  'fund',
  'bond',
  'convertible',
  'hk',
];

/** Administration of the security master: add a security, import real daily bars from CSV. */
export function securitiesRoutes(ctx: AppContext): Feature {
  const parts = [addSecurityRoute, importBarsRoute].map((part) => part(ctx));
  return (app) => {
    for (const part of parts) part(app, ctx);
  };
}

/** An admin adds a security to the master. */
function addSecurityRoute(ctx: AppContext): Feature {
  return (app) => {
    endpoint(
      app,
      {
        url: '/VERace/Security/AddSecurity',
        methods: ['POST'],
        tags,
        summary:
          '新增证券（管理员）：board = main/star/chinext/bse/index/etf/fund/bond/convertible/hk，按板块规则生成交易单位、最小变动价位、涨跌幅限制与 T+N；data = { symbol, shortname, pyshortname, market, typeid }',
        params: Type.Object({
          symbol: text(12),
          market: text(6),
          shortName: text(20),
          board: text(12),
          sector: optText(20),
          price: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
          lot: optInt(1, 100_000),
        }),
        data: AddSecurityAnswer,
        guard: requireAdmin,
      },
      async (p, request) => {
        const admin = currentAdmin(request);
        const { market, repo } = await marketOf(ctx);
        const code = p.symbol.trim();
        const mkt = p.market.trim().toUpperCase() as Market;
        if (!/^[A-Za-z0-9]{1,12}$/.test(code)) throw refuse('证券代码只能包含字母和数字');
        if (!SEARCH_MARKETS.includes(mkt) || mkt === 'FX')
          throw refuse(`不支持的市场：${p.market}`);
        const board = BOARDS.find((b) => b === p.board.trim());
        if (!board) throw refuse(`不支持的板块：${p.board}`);
        if (!p.shortName.trim()) throw refuse('请输入证券简称');
        if (market.security(code, mkt)) throw refuse(`证券代码已存在：${code}.${mkt}`);
        const sec = newSecurity({
          code,
          market: mkt,
          name: p.shortName.trim(),
          board,
          sector: p.sector?.trim() || '其他',
          price: p.price,
          ...(p.lot ? { lot: p.lot } : {}),
        });
        await repo.insertMany([sec], admin.id);
        market.add(sec);
        return toHit(sec);
      },
    );
  };
}

/** An admin imports daily bars. */
function importBarsRoute(ctx: AppContext): Feature {
  return (app) => {
    endpoint(
      app,
      {
        url: '/VERace/Security/ImportDailyBars',
        methods: ['POST'],
        tags,
        summary:
          '导入真实日线（管理员）：csv 每行 date,open,high,low,close,volume,amount（可有表头），整份文件全部成功才生效，否则不做任何修改；data = { successnum, failnum, errors: [{ line, message }], message }',
        params: Type.Object({
          symbol: text(40),
          market: optText(10),
          csv: Type.String({ maxLength: 4_000_000 }),
        }),
        data: ImportDailyBarsAnswer,
        guard: requireAdmin,
      },
      async (p) => {
        const { market, repo } = await marketOf(ctx);
        const sec = resolve(market, p.symbol, p.market);
        if (sec.derivative?.underlying !== undefined)
          throw refuse('衍生品价格由标的决定，不能导入日线');
        const latest = market.clock.calendar.shift(market.tradingDate(), -1);
        const { bars, errors } = parseDailyCsv(p.csv, latest);
        if (errors.length) {
          return {
            successnum: 0,
            failnum: errors.length,
            errors,
            message: `已成功导入0条，失败${errors.length}条`,
          };
        }
        await repo.replaceImport(sec.code, sec.market, bars);
        market.replaceHistory(`${sec.code}.${sec.market}`, bars);
        return {
          successnum: bars.length,
          failnum: 0,
          errors: [],
          message: `已成功导入${bars.length}条，失败0条`,
        };
      },
    );
  };
}
