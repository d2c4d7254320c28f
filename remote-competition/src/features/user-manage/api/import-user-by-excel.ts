import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** What the import answers at once; progress follows as ImportProgress pushes. */
export type ImportStarted = Pick<ApiData<'/VERace/User/ImportUserByExcel'>, 'total' | 'classname'>;

/** POST /VERace/User/ImportUserByExcel (multipart `file`, optional `className`) */
export function importUserByExcel(a: { file: File; className?: string }): Promise<ImportStarted> {
  const form = new FormData();
  form.append('file', a.file);
  if (a.className) form.append('className', a.className);
  return http.call<ImportStarted>({
    method: 'POST',
    url: '/VERace/User/ImportUserByExcel',
    data: form,
  });
}
