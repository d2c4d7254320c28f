import type { RankingMetrics } from '../contests/metrics';
import type { CorporateAction, FeeSchedule } from '../exchange';
import type { Security } from '../market';

/** One security of the backtest universe with its closes on the window's dates (NaN: no bar). */
export interface BacktestSecurity {
  sec: Security;
  close: ArrayLike<number>;
}

/** How a scheme is traded. */
export interface BacktestParams {
  /** Trading days between rebalances. */
  rebalanceDays: number;
  /** Number of stocks held. */
  holdings: number;
  weighting: 'equal' | 'marketCap';
  initialCash: number;
  fees: FeeSchedule;
  riskFreeAnnual: number;
}

export interface BacktestInput {
  /** Trading dates; dates[0] is the start (cash only), the first rebalance is on dates[1]. */
  dates: readonly string[];
  universe: readonly BacktestSecurity[];
  /** Benchmark index closes on the same dates. */
  bench: ArrayLike<number>;
  /** Keys (code.market) in preference order, screened on data through dates[i − 1]. */
  pick: (i: number) => string[];
  /** Weight of a pick for market-cap weighting (price × shares on dates[i − 1]). */
  capOf?: (key: string, i: number) => number;
  dividends: readonly CorporateAction[];
  params: BacktestParams;
}

export interface BacktestTrade {
  date: string;
  code: string;
  market: string;
  name: string;
  side: 'B' | 'S';
  qty: number;
  price: number;
  amount: number;
  fees: number;
}

export interface HoldingRow {
  code: string;
  market: string;
  name: string;
  qty: number;
  price: number;
  value: number;
  weight: number;
}

export interface BacktestReport {
  dates: string[];
  /** Unit NAV at each close (1 at the start). */
  nav: number[];
  /** Benchmark rebased to 1 at the start. */
  bench: number[];
  /** Drawdown from the running peak at each close, as a fraction. */
  drawdown: number[];
  totalAssets: number[];
  trades: BacktestTrade[];
  rebalances: Array<{ date: string; holdings: HoldingRow[]; cash: number }>;
  metrics: RankingMetrics;
  finalAssets: number;
  totalFees: number;
  dividends: number;
}
