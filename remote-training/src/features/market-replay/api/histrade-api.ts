import { http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { Candle } from './kchart-api';

/** The bars of a trainKChartHistrade set revealed so far (the security is not named). */
export interface HistradeBars {
  seed: number;
  steps: number;
  shown: number;
  lot: number;
  minBuy: number;
  /** Notional cash, yuan. */
  cash: number;
  options: string[];
  bars: Candle[];
}

export interface HistradeResult {
  score: number;
  /** Final equities, yuan, and returns, %. */
  equity: number;
  holdEquity: number;
  bestEquity: number;
  studentReturn: number;
  holdReturn: number;
  bestReturn: number;
  trades: { bar: number; side: number; qty: number; price: number }[];
  /** Every bar of the window and the security, shown once graded. */
  bars: Candle[];
  name: string;
}

/** GET /VETrain/KChart/HistradeBars */
export const histradeBars = (a: { seed?: number; shown?: number }) =>
  http.call<HistradeBars>({ method: 'GET', url: `${TRAINING_API}/KChart/HistradeBars`, params: a });

/** POST /VETrain/KChart/HistradeSubmit: one action per step (0 持有, 1 买入, 2 卖出). */
export const histradeSubmit = (a: { seed: number; actions: number[] }) =>
  http.call<HistradeResult>({
    method: 'POST',
    url: `${TRAINING_API}/KChart/HistradeSubmit`,
    data: a,
  });
