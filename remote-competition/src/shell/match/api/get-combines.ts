import { http, type CombineInfo } from '@portal/shared-kit';
import type { ApiData, ApiItem } from '@portal/shared-kit/api-types';
import { listOf } from '../../../common/api/list-of';

type ListedCombine = ApiItem<'/VERace/Combine/GetAll'>;

/** A listed combine as the shell holds it (the server answers null for a combine never entered). */
const combineOf = (c: ListedCombine): CombineInfo => ({
  ...c,
  loginTime: c.loginTime ?? undefined,
});

/** GET /VERace/Combine/GetAll */
export async function getCombines(): Promise<CombineInfo[]> {
  const data = await http.call<ApiData<'/VERace/Combine/GetAll'>>(
    { method: 'GET', url: '/VERace/Combine/GetAll' },
    { toast: false },
  );
  return listOf<ListedCombine>(data).map(combineOf);
}
