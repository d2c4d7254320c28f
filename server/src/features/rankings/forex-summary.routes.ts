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
import type { AppContext } from '../../context';
import { contestServicesOf, type ContestRecord } from '../contests';
import type { Feature } from '../feature';
import { marketOf } from '../quotation';
import { contestCnyRate } from './contest-currencies';
import { ForexSummaryRepository } from './forex-summary.repository';
import { boardFor } from './ranking-access';
import type { Board, RankingService } from './ranking.service';
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
        const inputs = await summaryInputs(ctx, rankings, c);
        const all = { matchId: c.matchID };
        const holdings = await repo.holdings(all, inputs.value, inputs.rate);
        const byCurrency = currencyFigures(
          await repo.fills(all, 'code', inputs.rate),
          holdings,
          inputs.nameOf,
        );
        return {
          matchID: c.matchID,
          matchName: c.matchName,
          matchType: c.matchType,
          currency: 'CNY',
          tradingDate: inputs.today,
          ...(await repo.participants(c.matchID)),
          trades: sum(byCurrency, 'trades'),
          turnoverFen: sum(byCurrency, 'turnoverFen'),
          feesFen: sum(byCurrency, 'feesFen'),
          pnlFen: sum(byCurrency, 'pnlFen'),
          byCurrency,
          balances: currencyBalances(holdings, await repo.cash(all)),
          byDay: await daysOf(repo, inputs, c.matchID, b.rows),
          mine: await mineOf(repo, inputs, c.matchID, me.id, b.rows),
        };
      },
    );
  };
}

/** What the summary is computed from: the CNY rate, the valuer, the day, the NAV series, the names. */
async function summaryInputs(ctx: AppContext, rankings: RankingService, c: ContestRecord) {
  const ports = contestServicesOf(ctx).ports();
  const [rate, value, today, series, { market }] = await Promise.all([
    contestCnyRate(ctx.db, c.matchID),
    ports.valuer(),
    ports.tradingDate(),
    rankings.navSeries(c),
    marketOf(ctx),
  ]);
  const nameOf = (code: string) => market.security(code)?.name ?? code;
  return { rate, value, today, series, nameOf };
}

type SummaryInputs = Awaited<ReturnType<typeof summaryInputs>>;

/** Per day: turnover, trades and the daily unit-NAV returns (today's from the live board). */
async function daysOf(
  repo: ForexSummaryRepository,
  { rate, series, today }: SummaryInputs,
  matchId: number,
  rows: Board['rows'],
) {
  const liveYields: TraderYield[] = rows.flatMap((row) =>
    typeof row.TodayYield === 'number'
      ? [{ traderId: row.TraderID, name: row.RealName, yield: row.TodayYield }]
      : [],
  );
  return dayFigures(
    await repo.fills({ matchId }, 'day', rate),
    series.map((s) => ({
      traderId: s.TraderID,
      name: s.RealName || s.UserName,
      dates: s.dates,
      nav: s.nav,
    })),
    today,
    liveYields,
  );
}

/** The caller's standing on the board and their own figures per currency pair. */
async function mineOf(
  repo: ForexSummaryRepository,
  { rate, value, nameOf }: SummaryInputs,
  matchId: number,
  userId: number,
  rows: Board['rows'],
) {
  const myRow = rows.find((row) => row.UserID === userId);
  const own = { matchId, userId };
  const mineByCurrency = currencyFigures(
    await repo.fills(own, 'code', rate),
    await repo.holdings(own, value, rate),
    nameOf,
  );
  return {
    rank: myRow?.Rank ?? null,
    totalAssetsFen:
      typeof myRow?.TotalAssets === 'number' ? Math.round(myRow.TotalAssets * 100) : null,
    todayYield: typeof myRow?.TodayYield === 'number' ? myRow.TodayYield : null,
    trades: sum(mineByCurrency, 'trades'),
    turnoverFen: sum(mineByCurrency, 'turnoverFen'),
    pnlFen: sum(mineByCurrency, 'pnlFen'),
    byCurrency: mineByCurrency,
  };
}
