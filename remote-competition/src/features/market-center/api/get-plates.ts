import { http } from '@portal/shared-kit';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** One plate (sector) of the plate list. */
export interface PlateRow {
  plateId: number;
  plateName: string;
  count: number;
}

/** GET /static/security/newplate (searchString, markets, pageSize, pageIndex) */
export async function getPlates(q: {
  markets?: string;
  searchString?: string;
  pageIndex?: number;
  pageSize?: number;
}): Promise<Paged<PlateRow>> {
  const data = await http.call<unknown>(
    { method: 'GET', url: '/static/security/newplate', params: q },
    { toast: false },
  );
  return pageOf<PlateRow>(data);
}
