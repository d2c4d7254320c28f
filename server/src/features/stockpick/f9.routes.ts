import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { keyOf, type Security } from '../../domain/market';
import {
  fundamentalsOf,
  parseStatementsCsv,
  type IndicatorId,
  type ScreenRow,
} from '../../domain/research';
import { refuse } from '../../http/app-error';
import { requireAdmin, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { optText, text } from '../../http/schemas';
import type { Feature } from '../feature';
import { researchOf, type ResearchService } from './research-service';
import { rowView } from './stockpick.routes';
import {
  GetFinanceAnswer,
  GetHoldersAnswer,
  GetProfileAnswer,
  ImportStatementsAnswer,
} from './stockpick.answers';

const tags = ['f9'];
const base = '/VEISP/F9';
const codeParams = Type.Object({ symbol: text(20), market: optText(8) });
/** Indicators the valuation-against-industry table compares. */
const COMPARED: IndicatorId[] = ['pe', 'pb', 'ps', 'roe', 'grossMargin', 'dividendYield'];

const median = (xs: number[]): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** The stock's COMPARED indicators against its industry's: value, median, rank, count. */
function industryComparison(mine: ScreenRow | undefined, peers: ScreenRow[]) {
  return COMPARED.map((id) => {
    const vals = peers.map((r) => r.values[id]).filter((v): v is number => v !== null);
    const v = mine?.values[id] ?? null;
    return {
      indexId: id,
      value: v,
      median: median(vals),
      rank: v === null ? null : vals.filter((x) => x > v).length + 1,
      count: vals.length,
    };
  });
}

/** A stock with deep data (or a refusal), and its fundamentals and timeline today. */
function f9LookupsOf(research: ResearchService) {
  const stockOf = async (p: { symbol: string; market?: string }): Promise<Security> => {
    const market = await research.ready();
    const sec = market.security(p.symbol, p.market || undefined);
    if (!sec || !research.stocks(market).includes(sec)) throw refuse('该证券暂无深度资料');
    return sec;
  };
  const fundamentals = async (sec: Security) => {
    const market = await research.ready();
    const f = fundamentalsOf(market.seed, sec, market.clock.calendar, market.tradingDate());
    const tl = research.timelineSync(sec, market);
    return { market, f, tl };
  };
  return { stockOf, fundamentals };
}

/** Deep data (F9): profile and valuation against the industry, statements, holders, dividends. */
export function f9Routes(ctx: AppContext): Feature {
  const parts = [profileFinanceRoutes, holdersImportRoutes].map((part) => part(ctx));
  return (app) => {
    for (const part of parts) part(app, ctx);
  };
}

/** F9 deep data: the company profile and its financial statements. */
function profileFinanceRoutes(ctx: AppContext): Feature {
  const research = researchOf(ctx);
  const { stockOf, fundamentals } = f9LookupsOf(research);
  return (app) => {
    endpoint(
      app,
      {
        url: `${base}/GetProfile`,
        methods: ['GET'],
        tags,
        guard: requireUser,
        summary:
          '公司概况、今日指标与行业估值对比：{ profile, indicators, industry: [{ indexId, value, median, rank, count }] }',
        params: codeParams,
        data: GetProfileAnswer,
      },
      async (p) => {
        const sec = await stockOf(p);
        const { f, tl } = await fundamentals(sec);
        const rows = await research.todayRows();
        const mine = rows.find((r) => r.code === sec.code && r.market === sec.market);
        const peers = rows.filter((r) => r.industry === sec.sector);
        return {
          profile: { ...f.profile, concepts: tl.traits.concepts },
          indicators: mine ? rowView(mine) : null,
          industry: industryComparison(mine, peers),
        };
      },
    );

    endpoint(
      app,
      {
        url: `${base}/GetFinance`,
        methods: ['GET'],
        tags,
        guard: requireUser,
        summary:
          '财务报表（最近20个季度，新在前）：[{ period, reportDate, revenue, grossProfit, netProfit, eps, equity, bvps, operatingCashFlow, grossMargin, netMargin, roeTtm }]',
        params: codeParams,
        data: GetFinanceAnswer,
      },
      async (p) => {
        const sec = await stockOf(p);
        const { tl, market } = await fundamentals(sec);
        const list = tl.statements.filter((q) => q.reportDate <= market.tradingDate()).slice(-20);
        return list
          .map((q) => {
            const t = tl.trailing(q.reportDate);
            return {
              ...q,
              grossMargin: q.revenue ? (q.grossProfit / q.revenue) * 100 : null,
              netMargin: q.revenue ? (q.netProfit / q.revenue) * 100 : null,
              roeTtm: t && t.equity > 0 ? (t.netProfit / t.equity) * 100 : null,
              epsTtm: t ? t.eps : null,
            };
          })
          .reverse();
      },
    );
  };
}

/** F9 deep data: the holders, and an admin's statement import. */
function holdersImportRoutes(ctx: AppContext): Feature {
  const research = researchOf(ctx);
  const { stockOf, fundamentals } = f9LookupsOf(research);
  return (app) => {
    endpoint(
      app,
      {
        url: `${base}/GetHolders`,
        methods: ['GET'],
        tags,
        guard: requireUser,
        summary:
          '十大股东与分红、公司行动：{ sharesOutstanding, holders, dividends: [{ exDate, cashPerShare, sharesPerShare, source }] }',
        params: codeParams,
        data: GetHoldersAnswer,
      },
      async (p) => {
        const sec = await stockOf(p);
        const { f } = await fundamentals(sec);
        const actions = (await research.extraData()).actions.filter(
          (a) => a.code === sec.code && a.market === sec.market,
        );
        return {
          sharesOutstanding: f.profile.sharesOutstanding,
          holders: f.holders,
          dividends: [
            ...f.dividends.map((d) => ({ ...d, source: '年度分红' })),
            ...actions.map((d) => ({ ...d, source: '公司行动' })),
          ].sort((a, b) => b.exDate.localeCompare(a.exDate)),
        };
      },
    );

    endpoint(
      app,
      {
        url: `${base}/ImportStatements`,
        methods: ['POST'],
        tags,
        guard: requireAdmin,
        summary: '导入真实季度财务数据（CSV，列见 API-research.md），整份文件全部通过才生效',
        params: Type.Object({ symbol: text(20), market: optText(8), csv: text(500_000) }),
        data: ImportStatementsAnswer,
      },
      async (p) => {
        const sec = await stockOf(p);
        const shares = (await fundamentals(sec)).tl.traits.sharesOutstanding;
        const { statements, errors } = parseStatementsCsv(p.csv, shares);
        if (!errors.length) {
          await research.repo.saveStatements(sec.market, sec.code, statements);
          research.invalidate();
        }
        return {
          code: keyOf(sec),
          successnum: errors.length ? 0 : statements.length,
          failnum: errors.length,
          errors,
          message: `已成功导入${errors.length ? 0 : statements.length}条，失败${errors.length}条`,
        };
      },
    );
  };
}
