import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** One currency pair of a forex contest (money in fen, CNY). */
export interface ForexPairFigures {
  code: string;
  name: string;
  base: string;
  quote: string;
  trades: number;
  buyQty: number;
  sellQty: number;
  turnoverFen: number;
  feesFen: number;
  realisedFen: number;
  floatingFen: number;
  pnlFen: number;
  positionQty: number;
  traders: number;
  holders: number;
}

export interface ForexTraderYield {
  traderId: number;
  name: string;
  yield: number;
}

/** One trading day of a forex contest: fills and daily unit-NAV returns. */
export interface ForexDayFigures {
  tradeDate: string;
  trades: number;
  turnoverFen: number;
  traders: number;
  averageYield: number | null;
  best: ForexTraderYield | null;
  worst: ForexTraderYield | null;
  live: boolean;
}

/** One currency held across the contest's accounts (CNY value in fen). */
export interface ForexCurrencyBalance {
  currency: string;
  balance: number;
  cnyValueFen: number;
  holders: number;
}

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
