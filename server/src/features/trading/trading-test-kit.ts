import { buildUniverse, type TradingCalendar } from '../../domain/market';
import { addUser, signIn, startTestServer, type TestServer } from '../../http/test-app';
import { configureMarket, marketOf } from '../quotation';
import { configureTrading, tradingOf } from './trading-service';

const SAMPLE = new Set([
  '600519',
  '000001',
  '601398',
  '688981',
  '510300',
  '019733',
  '113052',
  '830799',
]);

/** A small universe: main board, STAR, BSE, ETF, treasury and convertible bonds. */
export const sampleUniverse = (asOf: string, cal: TradingCalendar) =>
  buildUniverse(asOf, cal).filter((s) => SAMPLE.has(s.code));

type Json = { isOK: boolean; retCode: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A test server with a manual market clock in continuous trading and a signed-in student. */
export async function startTradingServer(
  kind: 'pglite' | 'postgres',
  universe: (
    asOf: string,
    cal: TradingCalendar,
  ) => ReturnType<typeof buildUniverse> = sampleUniverse,
) {
  const s: TestServer = await startTestServer(kind);
  configureMarket(s.ctx, {
    mode: 'manual',
    ticker: false,
    startDate: '2026-11-20',
    universe,
  });
  configureTrading(s.ctx, {
    orders: { max: 40, windowMs: 1000 },
    cancels: { max: 10, windowMs: 1000 },
  });
  const mkt = await marketOf(s.ctx);
  mkt.clock.advance(1200);
  mkt.market.advance();
  const svc = await tradingOf(s.ctx);
  await addUser(s.ctx, { userName: 'trader01' });
  await addUser(s.ctx, { userName: 'trader02' });
  await addUser(s.ctx, { userName: 'teacher9', role: 'teacher' });
  const auth = await signIn(s.app, 'trader01');
  const call = async (
    url: string,
    params: Record<string, unknown> = {},
    headers = auth,
  ): Promise<Json> =>
    (await s.app.inject({ method: 'POST', url, payload: params, headers })).json<Json>();
  /** Moves the market on by `steps` and lets the engine finish matching. */
  const step = async (steps = 1) => {
    mkt.clock.advance(steps);
    mkt.market.advance();
    await svc.idle();
  };
  /** Rolls to the next trading day and lets settlement finish. */
  const nextDay = async () => {
    mkt.clock.nextDay();
    mkt.market.advance();
    await svc.idle();
    await step(600);
  };
  return { s, mkt, svc, auth, call, step, nextDay };
}

export type TradingServer = Awaited<ReturnType<typeof startTradingServer>>;

/** A contest's figures as the ranking calls answer them. */
export interface RankedFigures {
  UserID: number;
  TotalAssets: number;
  TotalProfitLoss: number;
}

/**
 * One valuation everywhere (issue 28 item 4): the 资产概览 card's figure (GetMyLatestRankingRN)
 * and the caller's row of the live board (GetRealTimePersonalRankings) agree to the fen; the
 * overview is returned for the caller's own checks. Rankings are refreshed by the caller first.
 */
export async function expectOneValuation(
  t: TradingServer,
  matchID: number,
): Promise<RankedFigures> {
  const overview = (await t.call('/VERace/Ranking/GetMyLatestRankingRN', { matchID }))
    .data as RankedFigures;
  const board = (
    await t.call('/VERace/Ranking/GetRealTimePersonalRankings', {
      MatchID: matchID,
      PageIndex: 1,
      PageSize: 200,
    })
  ).data.list as RankedFigures[];
  const row = board.find((r) => r.UserID === overview.UserID);
  expect(row).toBeDefined();
  expect(row?.TotalAssets).toBeCloseTo(overview.TotalAssets, 2);
  expect(row?.TotalProfitLoss).toBeCloseTo(overview.TotalProfitLoss, 2);
  return overview;
}
