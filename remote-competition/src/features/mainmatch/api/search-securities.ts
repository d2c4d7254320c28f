import { http, SEARCH_LIMITS, TOP_TAB_SEARCH_MARKETS } from '@portal/shared-kit';
import type { ApiItem } from '@portal/shared-kit/api-types';

/** One security search hit (spec §3 "Security search result"). */
export type SecurityHit = Pick<
  ApiItem<'/QuotationAPI/api/v1/security/search'>,
  'symbol' | 'shortname' | 'pyshortname' | 'market' | 'typeid'
>;

/** GET /QuotationAPI/api/v1/security/search (top-tab search: every spec market, 30 hits at most). */
export function searchSecurities(keyword: string): Promise<SecurityHit[]> {
  return http.call<SecurityHit[]>(
    {
      method: 'GET',
      url: '/QuotationAPI/api/v1/security/search',
      params: {
        keyword,
        markets: TOP_TAB_SEARCH_MARKETS.join(','),
        limit: SEARCH_LIMITS.TOP_TAB_MAX,
      },
    },
    { toast: false },
  );
}
