import { http } from '@portal/shared-kit';
import type { ApiData, ApiRow } from '@portal/shared-kit/api-types';
import { pageOf, type Paged } from '../../../common/api/list-of';

/** A label (spec §3) with its member count. */
export type LabelRow = Pick<
  ApiRow<'/VERace/Label/SearchLabelList'>,
  'id' | 'name' | 'year' | 'userCount'
>;

/** GET /VERace/Label/SearchLabelList (searchKey, year, paging) */
export async function searchLabelList(a: {
  pageIndex: number;
  pageSize: number;
}): Promise<Paged<LabelRow>> {
  return pageOf<LabelRow>(
    await http.call<ApiData<'/VERace/Label/SearchLabelList'>>({
      method: 'GET',
      url: '/VERace/Label/SearchLabelList',
      params: a,
    }),
  );
}
