import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** One page of a plate's members. */
export type PlatePage = Pick<ApiData<'/static/security/plate/{id}'>, 'total' | 'list'>;

/** GET /static/security/plate/{id} */
export async function getPlateMembers(
  plateId: number,
  markets: readonly string[],
  pageIndex: number,
  pageSize: number,
): Promise<PlatePage> {
  const data = await http.call<PlatePage>(
    {
      method: 'GET',
      url: `/static/security/plate/${plateId}`,
      params: {
        searchString: '',
        markets: markets.join(','),
        pageSize,
        pageIndex,
        isIncludeIndex: true,
      },
    },
    { toast: false },
  );
  return { total: data?.total ?? 0, list: data?.list ?? [] };
}
