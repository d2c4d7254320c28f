import { http } from '@portal/shared-kit';

/** Company profile, today's indicators and the valuation against the industry. */
export interface F9Profile {
  profile: {
    code: string;
    market: string;
    name: string;
    fullName: string;
    industry: string;
    concepts: string[];
    region: string;
    listDate: string;
    sharesOutstanding: number;
    business: string;
  };
  indicators: Record<string, string | number | null> | null;
  industry: Array<{
    indexId: string;
    value: number | null;
    median: number | null;
    rank: number | null;
    count: number;
  }>;
}

/** One quarter of the financial statements. */
export interface F9Quarter {
  period: string;
  reportDate: string;
  revenue: number;
  grossProfit: number;
  netProfit: number;
  eps: number;
  equity: number;
  bvps: number;
  operatingCashFlow: number;
  grossMargin: number | null;
  netMargin: number | null;
  roeTtm: number | null;
  epsTtm: number | null;
}

export interface F9Holders {
  sharesOutstanding: number;
  holders: Array<{ rank: number; name: string; shares: number; pct: number; kind: string }>;
  dividends: Array<{
    exDate: string;
    cashPerShare: number;
    sharesPerShare: number;
    source: string;
  }>;
}

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
