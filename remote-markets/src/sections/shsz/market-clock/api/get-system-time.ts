import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import { parseServerTime } from '../../../../common';

/** The server's clock: the market's wall time (simulated in demo mode) and whether it trades. */
export interface SystemTime {
  /** Epoch ms of the market clock. */
  serverMs: number;
  tradingDate: string;
  isTradingTime: boolean;
}

type SystemTimeData = Pick<
  ApiData<'/VERace/TradeCalendar/GetSystemTime'>,
  'systemTime' | 'tradingDate' | 'marketTime' | 'isTradingTime'
>;

/** GET /VERace/TradeCalendar/GetSystemTime */
export async function getSystemTime(): Promise<SystemTime> {
  const data = await http.call<SystemTimeData>(
    { method: 'GET', url: '/VERace/TradeCalendar/GetSystemTime' },
    { toast: false },
  );
  // The market clock owns time (demo mode simulates it): prefer it to the wall clock.
  const market =
    data.tradingDate && data.marketTime ? `${data.tradingDate} ${data.marketTime}` : undefined;
  return {
    serverMs: parseServerTime(market ?? data.systemTime),
    tradingDate: data.tradingDate ?? '',
    isTradingTime: Boolean(data.isTradingTime),
  };
}
