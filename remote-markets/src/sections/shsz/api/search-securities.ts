import { http } from '@portal/shared-kit';
import type { SearchHit } from './market-types';

/** GET /QuotationAPI/api/v1/security/search */
export function searchSecurities(
  keyword: string,
  markets: readonly string[],
  limit: number,
): Promise<SearchHit[]> {
  return http.call<SearchHit[]>({
    method: 'GET',
    url: '/QuotationAPI/api/v1/security/search',
    params: { keyword, markets: markets.join(','), limit },
  });
}
