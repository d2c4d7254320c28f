import { downloadFile } from '@portal/shared-kit';

/** GET /VERace/User/OutPutRegisterStudentTemplate (the Excel import template with 班级) */
export function downloadUserTemplate(): Promise<string> {
  return downloadFile({
    url: '/VERace/User/OutPutRegisterStudentTemplate',
    fileName: '学生导入模板.xlsx',
  });
}
