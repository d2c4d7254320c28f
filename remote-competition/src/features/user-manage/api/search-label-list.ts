import { http } from '@portal/shared-kit';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** A label (spec §3) with its member count. */
export interface LabelRow {
  id: number;
  name: string;
  year: number;
  userCount: number;
}

/** GET /VERace/Label/SearchLabelList (searchKey, year, paging) */
export async function searchLabelList(a: {
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<LabelRow>> {
  return pageOf<LabelRow>(
    await http.call<unknown>({ method: 'GET', url: '/VERace/Label/SearchLabelList', params: a }),
  );
}
