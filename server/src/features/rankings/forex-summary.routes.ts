import { Type } from '@sinclair/typebox';
import {
  currencyBalances,
  currencyFigures,
  dayFigures,
  type CurrencyFigures,
  type TraderYield,
} from '../../domain/contests';
import { currentUser, requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { id } from '../../http/schemas';
import { contestServicesOf } from '../contests';
import type { Feature } from '../feature';
import { marketOf } from '../quotation';
import { contestCnyRate } from './contest-currencies';
import { ForexSummaryRepository } from './forex-summary.repository';
import { boardFor } from './ranking-access';
import type { RankingService } from './ranking.service';
import { base, tags } from './rankings.routes';
import { GetForexContestSummaryAnswer } from './rankings.answers';

const sum = (
  rows: readonly CurrencyFigures[],
  k: 'trades' | 'turnoverFen' | 'feesFen' | 'pnlFen',
) => rows.reduce((t, r) => t + r[k], 0);

/**
 * GetForexContestSummary: what a forex contest (matchType 2) shows in raceSummarize and
 * GroupAnalysisFE — per currency pair (trades, volume, turnover, P&L, traders) and per day
 * (turnover, trades, average / best / worst daily unit-NAV return), the caller's own figures and
 * standing. Computed from the stored fills, holdings and NAV closes; money in fen (CNY).
 */
export function forexSummaryRoutes(rankings: RankingService): Feature {
  return (app, ctx) => {
    const board = boardFor(ctx, rankings);
    const repo = new ForexSummaryRepository(ctx.db);

    endpoint(
      app,
      {
        url: `${base}/GetForexContestSummary`,
        methods: ['POST', 'GET'],
        tags,
        guard: requireUser,
        summary:
          '外汇比赛赛况：data = { participants, trades, turnoverFen, pnlFen, byCurrency[], balances[], byDay[], mine }（金额单位：分，人民币）',
        params: Type.Object({ MatchID: id() }),
        data: GetForexContestSummaryAnswer,
      },
      async (p, r) => {
        const me = currentUser(r);
        const { c, b } = await board(me, p.MatchID, {});
        const ports = contestServicesOf(ctx).ports();
        const [rate, value, today, series, { market }] = await Promise.all([
          contestCnyRate(ctx.db, c.matchID),
          ports.valuer(),
          ports.tradingDate(),
          rankings.navSeries(c),
          marketOf(ctx),
        ]);
        const nameOf = (code: string) => market.security(code)?.name ?? code;
        const all = { matchId: c.matchID };
        const holdings = await repo.holdings(all, value, rate);
        const byCurrency = currencyFigures(await repo.fills(all, 'code', rate), holdings, nameOf);
        const balances = currencyBalances(holdings, await repo.cash(all));
        const liveYields: TraderYield[] = b.rows.flatMap((row) =>
          typeof row.TodayYield === 'number'
            ? [{ traderId: row.TraderID, name: row.RealName, yield: row.TodayYield }]
            : [],
        );
        const byDay = dayFigures(
          await repo.fills(all, 'day', rate),
          series.map((s) => ({
            traderId: s.TraderID,
            name: s.RealName || s.UserName,
            dates: s.dates,
            nav: s.nav,
          })),
          today,
          liveYields,
        );
        const myRow = b.rows.find((row) => row.UserID === me.id);
        const own = { matchId: c.matchID, userId: me.id };
        const mineByCurrency = currencyFigures(
          await repo.fills(own, 'code', rate),
          await repo.holdings(own, value, rate),
          nameOf,
        );
        return {
          matchID: c.matchID,
          matchName: c.matchName,
          matchType: c.matchType,
          currency: 'CNY',
          tradingDate: today,
          ...(await repo.participants(c.matchID)),
          trades: sum(byCurrency, 'trades'),
          turnoverFen: sum(byCurrency, 'turnoverFen'),
          feesFen: sum(byCurrency, 'feesFen'),
          pnlFen: sum(byCurrency, 'pnlFen'),
          byCurrency,
          balances,
          byDay,
          mine: {
            rank: myRow?.Rank ?? null,
            totalAssetsFen:
              typeof myRow?.TotalAssets === 'number' ? Math.round(myRow.TotalAssets * 100) : null,
            todayYield: typeof myRow?.TodayYield === 'number' ? myRow.TodayYield : null,
            trades: sum(mineByCurrency, 'trades'),
            turnoverFen: sum(mineByCurrency, 'turnoverFen'),
            pnlFen: sum(mineByCurrency, 'pnlFen'),
            byCurrency: mineByCurrency,
          },
        };
      },
    );
  };
}
