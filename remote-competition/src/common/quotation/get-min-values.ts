import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** A bar series of one security. */
export type BarSeries = Pick<
  ApiData<'/QuotationAPI/api/v1/min/values/symbol'>,
  'symbol' | 'market' | 'shortName' | 'freq' | 'preClose' | 'bars'
>;

/** One chart bar. */
export type Bar = BarSeries['bars'][number];

/** GET /QuotationAPI/api/v1/min/values/symbol (symbol, freq) */
export function getMinValues(q: {
  symbol: string;
  market?: string;
  freq: string;
  count?: number;
}): Promise<BarSeries> {
  return http.call<BarSeries>(
    { method: 'GET', url: '/QuotationAPI/api/v1/min/values/symbol', params: q },
    { toast: false },
  );
}
