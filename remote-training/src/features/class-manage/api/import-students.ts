import { downloadFile, http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** What a student import answers at once (the rows come as ImportProgress pushes). */
export type StudentImport = Pick<ApiData<'/VERace/User/ImportUserByExcel'>, 'total'>;

/** POST /VERace/User/ImportUserByExcel (multipart file + className; progress as ImportProgress pushes) */
export function importStudents(a: { file: File; className: string }): Promise<StudentImport> {
  const form = new FormData();
  form.append('file', a.file);
  form.append('className', a.className);
  return http.call<StudentImport>({
    method: 'POST',
    url: '/VERace/User/ImportUserByExcel',
    data: form,
  });
}

/** GET /VERace/User/OutPutRegisterStudentTemplate (the student import template) */
export const downloadStudentTemplate = () =>
  downloadFile({
    url: '/VERace/User/OutPutRegisterStudentTemplate',
    fileName: '学生导入模板.xlsx',
  });

/** GET the import's error records (the url the last progress push carries) */
export const downloadImportErrors = (a: { url: string }) =>
  downloadFile({ url: a.url, fileName: '导入失败记录.txt' });
