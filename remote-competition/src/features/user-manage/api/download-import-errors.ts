import { downloadFile } from '@portal/shared-kit';

/** GET /VERace/User/DownLoadTxt (the import's error records, named with the date by the server) */
export function downloadImportErrors(a: { url: string }): Promise<string> {
  return downloadFile({ url: a.url, fileName: '导入失败记录.txt' });
}
