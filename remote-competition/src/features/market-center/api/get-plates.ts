import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** One plate (sector) of the plate list. */
export type PlateRow = Pick<ApiRow<'/static/security/newplate'>, 'plateId' | 'plateName' | 'count'>;

/** GET /static/security/newplate (searchString, markets, pageSize, pageIndex) */
export async function getPlates(q: {
  markets?: string;
  searchString?: string;
  pageIndex?: number;
  pageSize?: number;
}): Promise<Paged<PlateRow>> {
  const data = await http.call<ApiData<'/static/security/newplate'>>(
    { method: 'GET', url: '/static/security/newplate', params: q },
    { toast: false },
  );
  return pageOf<PlateRow>(data);
}
