import { http, type CombineInfo } from '@portal/shared-kit';
import { listOf } from '../../../common/api/list-of';

/** GET /VERace/Combine/GetAll */
export async function getCombines(): Promise<CombineInfo[]> {
  const data = await http.call<unknown>(
    { method: 'GET', url: '/VERace/Combine/GetAll' },
    { toast: false },
  );
  return listOf<CombineInfo>(data);
}
