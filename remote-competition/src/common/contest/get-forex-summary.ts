import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** A forex contest's figures (server GetForexContestSummary); money in fen, CNY. */
export type ForexSummary = Pick<
  ApiData<'/VERace/Ranking/GetForexContestSummary'>,
  | 'matchID'
  | 'matchName'
  | 'currency'
  | 'tradingDate'
  | 'participants'
  | 'activeTraders'
  | 'trades'
  | 'turnoverFen'
  | 'feesFen'
  | 'pnlFen'
  | 'byCurrency'
  | 'balances'
  | 'byDay'
  | 'mine'
>;

/** POST /VERace/Ranking/GetForexContestSummary (MatchID) */
export function getForexSummary(a: { MatchID: number }): Promise<ForexSummary> {
  return http.call<ForexSummary>(
    { method: 'POST', url: '/VERace/Ranking/GetForexContestSummary', data: a },
    { toast: false },
  );
}

/** One currency pair of a forex contest (money in fen, CNY). */
export type ForexPairFigures = ForexSummary['byCurrency'][number];

/** One trading day of a forex contest: fills and daily unit-NAV returns. */
export type ForexDayFigures = ForexSummary['byDay'][number];

/** The best or worst trader of a day by daily yield. */
export type ForexTraderYield = NonNullable<ForexDayFigures['best']>;

/** One currency held across the contest's accounts (CNY value in fen). */
export type ForexCurrencyBalance = ForexSummary['balances'][number];
