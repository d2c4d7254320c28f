import { http } from '@portal/shared-kit';
import { TRAINING_API } from './training-prefix';
import type { TrainLog } from './training-types';
import type { ApiData } from '@portal/shared-kit/api-types';

/** An order placed during a training. */
export interface LogOrder {
  orderID: number;
  market: string;
  code: string;
  securityName: string;
  side: number;
  sideName: string;
  price: number;
  qty: number;
  filledQty: number;
  filledAmount: number;
  status: number;
  statusName: string;
  time: string;
}

/** A fill during a training. */
export interface LogFill {
  reportID: number;
  orderID: number;
  market: string;
  code: string;
  side: number;
  sideName: string;
  qty: number;
  price: number;
  amount: number;
  fees: number;
  time: string;
}

/** A log with the trading done inside it. */
export type LogDetails = Pick<
  NonNullable<ApiData<'/VETrain/TrainLog/GetLogDetails'>>,
  keyof TrainLog | 'orders' | 'fills' | 'fillCount' | 'buyAmount' | 'sellAmount'
>;

/** GET /VETrain/TrainLog/GetLogDetails */
export function getLogDetails(a: { logID: number }): Promise<LogDetails> {
  return http.call<LogDetails>({
    method: 'GET',
    url: `${TRAINING_API}/TrainLog/GetLogDetails`,
    params: { logID: a.logID },
  });
}
