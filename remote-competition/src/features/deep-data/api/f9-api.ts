import { http } from '@portal/shared-kit';
import type { ApiData, ApiItem } from '@portal/shared-kit/api-types';

/** Company profile, today's indicators and the valuation against the industry. */
export type F9Profile = Pick<
  ApiData<'/VEISP/F9/GetProfile'>,
  'profile' | 'indicators' | 'industry'
>;

/** One quarter of the financial statements. */
export type F9Quarter = Pick<
  ApiItem<'/VEISP/F9/GetFinance'>,
  | 'period'
  | 'reportDate'
  | 'revenue'
  | 'grossProfit'
  | 'netProfit'
  | 'eps'
  | 'equity'
  | 'bvps'
  | 'operatingCashFlow'
  | 'grossMargin'
  | 'netMargin'
  | 'roeTtm'
  | 'epsTtm'
>;

export type F9Holders = Pick<
  ApiData<'/VEISP/F9/GetHolders'>,
  'sharesOutstanding' | 'holders' | 'dividends'
>;

type Code = { symbol: string; market?: string };

/** GET /VEISP/F9/GetProfile (answers isOK false for securities without deep data). */
export function getF9Profile(a: Code): Promise<F9Profile> {
  return http.call<F9Profile>(
    { method: 'GET', url: '/VEISP/F9/GetProfile', params: a },
    { toast: false },
  );
}

/** GET /VEISP/F9/GetFinance: the last 20 quarters, newest first. */
export function getF9Finance(a: Code): Promise<F9Quarter[]> {
  return http.call<F9Quarter[]>(
    { method: 'GET', url: '/VEISP/F9/GetFinance', params: a },
    { toast: false },
  );
}

/** GET /VEISP/F9/GetHolders: top ten holders, dividends and corporate actions. */
export function getF9Holders(a: Code): Promise<F9Holders> {
  return http.call<F9Holders>(
    { method: 'GET', url: '/VEISP/F9/GetHolders', params: a },
    { toast: false },
  );
}
