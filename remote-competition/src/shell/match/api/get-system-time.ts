import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** Server time and market clock. */
export type SystemTime = Pick<
  ApiData<'/VERace/TradeCalendar/GetSystemTime'>,
  'systemTime' | 'tradingDate' | 'isTradingTime'
>;

/** GET /VERace/TradeCalendar/GetSystemTime (polled every 60 s). */
export function getSystemTime(): Promise<SystemTime> {
  return http.call<SystemTime>(
    { method: 'GET', url: '/VERace/TradeCalendar/GetSystemTime' },
    { toast: false },
  );
}
