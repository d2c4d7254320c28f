import { http } from '@portal/shared-kit';

/** Server time and market clock. */
export interface SystemTime {
  systemTime: string;
  tradingDate?: string;
  isTradingTime?: boolean;
}

/** GET /VERace/TradeCalendar/GetSystemTime (polled every 60 s). */
export function getSystemTime(): Promise<SystemTime> {
  return http.call<SystemTime>(
    { method: 'GET', url: '/VERace/TradeCalendar/GetSystemTime' },
    { toast: false },
  );
}
