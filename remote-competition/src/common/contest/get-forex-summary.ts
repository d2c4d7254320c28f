import { http } from '@portal/shared-kit';

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
export interface ForexSummary {
  matchID: number;
  matchName: string;
  currency: string;
  tradingDate: string;
  participants: number;
  activeTraders: number;
  trades: number;
  turnoverFen: number;
  feesFen: number;
  pnlFen: number;
  byCurrency: ForexPairFigures[];
  balances: ForexCurrencyBalance[];
  byDay: ForexDayFigures[];
  mine: {
    rank: number | null;
    totalAssetsFen: number | null;
    todayYield: number | null;
    trades: number;
    turnoverFen: number;
    pnlFen: number;
    byCurrency: ForexPairFigures[];
  };
}

/** POST /VERace/Ranking/GetForexContestSummary (MatchID) */
export function getForexSummary(a: { MatchID: number }): Promise<ForexSummary> {
  return http.call<ForexSummary>(
    { method: 'POST', url: '/VERace/Ranking/GetForexContestSummary', data: a },
    { toast: false },
  );
}
