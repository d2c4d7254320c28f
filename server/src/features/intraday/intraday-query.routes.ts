import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { toYuan } from '../../domain/exchange';
import {
  dayPnl,
  intradaySettings,
  pastCutoff,
  roundTrips,
  secondsToCutoff,
  type RoundTrip,
} from '../../domain/intraday';
import { requireUser } from '../../http/auth';
import { endpoint } from '../../http/endpoint';
import { accountSelectors, optText } from '../../http/schemas';
import type { Feature } from '../feature';
import { tradeError, positionView, snapshotOf, tradingOf, orderView, reportView } from '../trading';
import { IntradayRepository } from './intraday.repository';
import { intradayAccount } from './intraday-trade.routes';
import { QueryDailyPnlAnswer, QueryDailyRankAnswer, QueryDeskAnswer } from './intraday.answers';

const tags = ['intraday'];
const account = accountSelectors;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const monthBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);

/** The intraday desk, daily P&L and the ranking by a day's P&L (API-trading.md). */
export const intradayQueryRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    for (const part of [deskRoute, dailyRoutes]) part(ctx)(app, ctx);
  };

/** The intraday desk: account, holdings, the cut-off and the allowed codes. */
const deskRoute =
  (ctx: AppContext): Feature =>
  (app) => {
    const repo = new IntradayRepository(ctx.db);
    endpoint(
      app,
      {
        url: '/VERace/IntradayQuery/QueryDesk',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '日内回转：允许证券、强平时间与倒计时、持仓、当日委托、成交（含强平）、当日回转与当日盈亏',
        params: Type.Object(account),
        data: QueryDeskAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const { ref, settings } = await intradayAccount(svc, request, p, true);
        const market = svc.core.market;
        const t = market.now();
        const { cutoff } = intradaySettings(settings);
        const a = await snapshotOf(svc, ref.accountId);
        await svc.core.flush();
        const [deals, orders] = await Promise.all([
          repo.deals(ref.accountId, t.tradingDate),
          svc.queries.orders({
            accountId: ref.accountId,
            tradingDate: t.tradingDate,
            limit: 500,
            offset: 0,
          }),
        ]);
        const trips = roundTrips(deals);
        const nameOf = (code: string, m: string) => market.security(code, m)?.name ?? '';
        return {
          tradingDate: t.tradingDate,
          clock: t.clock,
          cutoff,
          secondsToCutoff: secondsToCutoff(t.clock, cutoff),
          closed: pastCutoff(t.clock, cutoff),
          availableCash: toYuan(a.cash.available),
          todayPnl: toYuan(dayPnl(trips)),
          codes: allowedCodes(market, settings.match?.matchUseCodes ?? []),
          positions: [...a.positions.values()]
            .filter((h) => h.qty > 0 && !h.posSide)
            .map((h) => positionView(market, h)),
          orders: orders.rows.map(orderView),
          fills: deals.reverse().map((r) => ({
            ...reportView({ ...r, name: r.name || nameOf(r.code, r.market) }),
            realised: toYuan(r.realised ?? 0),
          })),
          roundTrips: trips.map((x) => roundTripView(x, nameOf(x.code, x.market))),
        };
      },
    );
  };

type DeskMarket = Awaited<ReturnType<typeof tradingOf>>['core']['market'];

/** The contest's allowed securities (code.market) with their last price and previous close. */
function allowedCodes(market: DeskMarket, useCodes: readonly string[]) {
  return useCodes.map((c) => {
    const [code = '', mkt] = c.split('.');
    const sec = market.security(code, mkt);
    const q = sec && market.quote(`${sec.code}.${sec.market}`);
    return {
      security: sec?.code ?? code,
      market: sec?.market ?? mkt ?? '',
      securityName: sec?.name ?? '',
      lastPrice: q?.last ?? 0,
      prevClose: q?.prevClose ?? 0,
    };
  });
}

/** One round trip as the desk shows it: average prices, fees and P&L in yuan. */
function roundTripView(x: RoundTrip, securityName: string) {
  return {
    market: x.market,
    security: x.code,
    securityName,
    buyQty: x.buyQty,
    buyAvg: x.buyQty > 0 ? Number((toYuan(x.buyAmount) / x.buyQty).toFixed(3)) : 0,
    sellQty: x.sellQty,
    sellAvg: x.sellQty > 0 ? Number((toYuan(x.sellAmount) / x.sellQty).toFixed(3)) : 0,
    forcedQty: x.forcedQty,
    openQty: x.openQty,
    fees: toYuan(x.fees),
    realised: toYuan(x.realised),
    net: toYuan(x.net),
  };
}

/** The day-by-day P/L and the daily ranking. */
const dailyRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    const repo = new IntradayRepository(ctx.db);
    endpoint(
      app,
      {
        url: '/VERace/IntradayQuery/QueryDailyPnl',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '每日当日盈亏：fromDate/toDate（YYYY-MM-DD，缺省近30天）；data = [{ tradingDate, realised, fees, pnl, deals }]',
        params: Type.Object({ ...account, fromDate: optText(10), toDate: optText(10) }),
        data: QueryDailyPnlAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const { ref } = await intradayAccount(svc, request, p, true);
        const today = svc.core.market.now().tradingDate;
        const to = p.toDate ?? today;
        const from = p.fromDate ?? monthBefore(today);
        if (!DATE.test(from) || !DATE.test(to) || from > to) throw tradeError(60011);
        await svc.core.flush();
        return (await repo.dailyPnl(ref.accountId, from, to)).map((r) => ({
          tradingDate: r.tradingDate,
          realised: toYuan(r.realised),
          fees: toYuan(r.fees),
          pnl: toYuan(r.pnl),
          deals: r.deals,
        }));
      },
    );
    endpoint(
      app,
      {
        url: '/VERace/IntradayQuery/QueryDailyRank',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '当日盈亏排名：tradingDate（缺省当日）；data = { tradingDate, list: [{ rank, userName, pnl, deals, isMe }] }',
        params: Type.Object({ ...account, tradingDate: optText(10) }),
        data: QueryDailyRankAnswer,
        guard: requireUser,
      },
      async (p, request) => {
        const svc = await tradingOf(ctx);
        const { ref } = await intradayAccount(svc, request, p, true);
        const date = p.tradingDate ?? svc.core.market.now().tradingDate;
        if (!DATE.test(date)) throw tradeError(60011);
        await svc.core.flush();
        const rows = await repo.dayRanking(ref.matchId, date);
        return {
          tradingDate: date,
          list: rows.map((r, i) => ({
            rank: i + 1,
            userName: r.realName || r.userName,
            pnl: toYuan(r.pnl),
            deals: r.deals,
            isMe: r.accountId === ref.accountId,
          })),
        };
      },
    );
  };
