import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';
import type { Bar, ChartPeriod } from './market-types';
import { num, text } from './fields';

const FREQ: Record<ChartPeriod, string> = { minute: '1', day: 'D', week: 'W', month: 'M' };

/** Bar times: `YYYY-MM-DD` (daily) or `YYYY-MM-DD HH:mm` (minutes), Asia/Shanghai. */
export function barTime(value: string): number {
  const [date = '', clock = '00:00'] = value.trim().split(/[ T]/);
  return Date.parse(`${date}T${clock.length === 5 ? `${clock}:00` : clock}+08:00`);
}

/** Bars of a chart period and the previous close the intraday chart draws its axis around. */
export interface BarSet {
  bars: Bar[];
  preClose: number | null;
}

/** GET /QuotationAPI/api/v1/min/values/symbol */
export async function getBars(
  symbol: string,
  market: string,
  period: ChartPeriod,
): Promise<BarSet> {
  const data = await http.call<ApiData<'/QuotationAPI/api/v1/min/values/symbol'>>(
    {
      method: 'GET',
      url: '/QuotationAPI/api/v1/min/values/symbol',
      params: {
        symbol,
        market,
        freq: FREQ[period],
        ...(period === 'minute' ? {} : { count: 250 }),
      },
    },
    { toast: false },
  );
  const bars = (data?.bars ?? []).map((r) => ({
    time: barTime(text(r, 'time')),
    open: num(r, 'open'),
    high: num(r, 'high'),
    low: num(r, 'low'),
    close: num(r, 'close'),
    volume: num(r, 'volume'),
  }));
  return { bars, preClose: data?.preClose ?? null };
}
