import { downloadFile, http, session } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { ApiData, ApiRow, ApiPage } from '@portal/shared-kit/api-types';

/** The libraries of spec §2 (TrainTeachRes, TrainExercisRes, TraintrainRes, TrainExtraRes). */
export type ResourceCategory = 'teach' | 'exercise' | 'train' | 'extra';

/** A resource as the libraries list it. */
export type Resource = Pick<
  ApiRow<'/VETrain/Resource/SearchResources'>,
  | 'resourceID'
  | 'category'
  | 'resourceType'
  | 'title'
  | 'description'
  | 'shareType'
  | 'fileId'
  | 'fileName'
  | 'contentType'
  | 'sizeBytes'
  | 'uploaderID'
  | 'uploaderName'
  | 'createTime'
>;

/** GET /VETrain/Resource/SearchResources */
export const searchResources = (a: {
  category: ResourceCategory;
  resourceType: number;
  releaseTime: number;
  searchKey: string;
  pageIndex: number;
  pageSize: number;
}) =>
  http.call<ApiPage<'/VETrain/Resource/SearchResources', Resource>>({
    method: 'GET',
    url: `${TRAINING_API}/Resource/SearchResources`,
    params: a,
  });

/** POST /VETrain/Resource/UploadResource (multipart; the fields go before the file) */
export function uploadResource(a: {
  category: ResourceCategory;
  resourceType: number;
  title: string;
  shareType: number;
  description: string;
  file: File;
}): Promise<Resource> {
  const form = new FormData();
  form.append('category', a.category);
  form.append('resourceType', String(a.resourceType));
  form.append('title', a.title);
  form.append('shareType', String(a.shareType));
  form.append('description', a.description);
  form.append('file', a.file);
  return http.call<Pick<ApiData<'/VETrain/Resource/UploadResource'>, keyof Resource>>({
    method: 'POST',
    url: `${TRAINING_API}/Resource/UploadResource`,
    data: form,
    timeout: 0,
  });
}

/** POST /VETrain/Resource/DeleteResource */
export const deleteResource = (a: { resourceID: number }) =>
  http.call<ApiData<'/VETrain/Resource/DeleteResource'>>({
    method: 'POST',
    url: `${TRAINING_API}/Resource/DeleteResource`,
    data: a,
  });

const DOWNLOAD = '/VEResources/Office/DownloadFileByFileId';

/** GET /VEResources/Office/DownloadFileByFileId (fileId) as a browser download */
export const downloadResource = (a: { fileId: string; fileName: string }) =>
  downloadFile({ url: DOWNLOAD, params: { fileId: a.fileId }, fileName: a.fileName });

/** The same call as a video source: a <video> cannot send headers, so the token rides in the query. */
export function playUrl(fileId: string): string {
  const base = (http.axios.defaults.baseURL ?? '').replace(/\/$/, '');
  const q = new URLSearchParams({ fileId, inline: 'true', token: session.getState().token ?? '' });
  return `${base}${DOWNLOAD}?${q.toString()}`;
}
