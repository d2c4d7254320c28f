import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';

/** A plate (板块) and how many securities it holds. */
export type PlateRow = Pick<ApiRow<'/static/security/newplate'>, 'plateId' | 'plateName' | 'count'>;

/** GET /static/security/newplate */
export async function getPlates(markets: readonly string[]): Promise<PlateRow[]> {
  const data = await http.call<Pick<ApiData<'/static/security/newplate'>, 'list'>>(
    {
      method: 'GET',
      url: '/static/security/newplate',
      params: { searchString: '', markets: markets.join(','), pageSize: 200, pageIndex: 1 },
    },
    { toast: false },
  );
  return data?.list ?? [];
}
